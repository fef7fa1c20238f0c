import type { Metadata } from 'next';
import { DetailSection } from '@/components/detail/detail-section';
import { YearLinks } from '@/components/detail/year-links';
import styles from '@/components/detail/detail.module.css';
import { segmentColumns } from '@/components/efficiency/segment-columns';
import { DataTable } from '@/components/ui/data-table';
import { reads } from '@/lib/store-reads/reads';
import { formatNumber } from '@/lib/format';
import { absoluteUrl } from '@/lib/seo/site-url';
import { GEAR_GROUPS } from '@/lib/fiskeridir/code-lists';
import {
  CO2_PER_FUEL,
  DIESEL_KG_PER_LITRE,
  FISHING_LOAD_FACTORS,
  LOAD_FACTORS,
  SFC_G_PER_KWH,
} from '@/lib/trips/fuel';
import { param, withParams, type SearchParams } from '@/lib/url-state';

interface Props {
  searchParams: Promise<SearchParams>;
}

export const metadata: Metadata = {
  title: 'Effektivitet',
  description:
    'Hvor mye fisk båtene lander per time på sjøen, per nautisk mil og per liter drivstoff (anslag), per redskapsgruppe og lengdegruppe. Kilde: Fiskeridirektoratet.',
  alternates: { canonical: absoluteUrl('/effektivitet') },
};

const percent = (share: number) => `${formatNumber(share * 100)}\u00a0%`;

/** "trål 80 %, snurrevad og not 50 %, …": the fishing load per gear group, from the same table as the estimate. */
function fishingLoads(): string {
  const byShare = new Map<number, string[]>();
  for (const group of GEAR_GROUPS) {
    const share = FISHING_LOAD_FACTORS[group.code];
    if (share !== undefined) byShare.set(share, [...(byShare.get(share) ?? []), group.name.toLowerCase()]);
  }
  return [...byShare.entries()]
    .sort(([a], [b]) => b - a)
    .map(([share, names]) => `${names.join(', ').replace(/, ([^,]*)$/, ' og $1')} ${percent(share)}`)
    .join(', ');
}

/** /effektivitet: the segments (main gear group × length group) with their medians and leading boats. */
export default async function EfficiencyPage({ searchParams }: Props) {
  const asked = param((await searchParams).year);
  const year = asked && /^\d{4}$/.test(asked) ? Number(asked) : undefined;
  const fleet = await reads.fleetEfficiency(year);
  return (
    <>
      <h1>Effektivitet</h1>
      <p className="lead">
        Hvor mye båtene lander per time på sjøen, per nautisk mil og per liter drivstoff, sammenlignet med
        båter med samme hovedredskap og lengdegruppe. Tallene er medianer: først av hver båts turer, så av
        båtene i segmentet.
      </p>
      {fleet ? (
        <DetailSection id="segmenter" title={`Segmentene ${fleet.year}`} source>
          <YearLinks
            years={fleet.years}
            current={fleet.year}
            hrefFor={(y) => withParams('/effektivitet', { year: y })}
            label="Velg år"
          />
          <DataTable
            id="tabell-segmenter"
            name="segmenter"
            caption={`Medianer per segment, ${fleet.year}`}
            rows={fleet.segments}
            rowKey={(segment) => `${segment.gearGroupCode}-${segment.lengthGroup}`}
            columns={segmentColumns}
            empty="Ingen segmenter med nok turer dette året."
          />
        </DetailSection>
      ) : (
        <p className={styles.empty}>
          Ingen turer å regne på ennå: dataene har ingen loggbøker eller posisjoner.
        </p>
      )}
      <DetailSection id="metode" title="Slik er det regnet">
        <ul>
          <li>
            En tur er fra avgang til ankomst i den elektroniske fangstdagboken (båter fra 15 meter). For båter
            uten fangstdagbok skjæres turen ut av posisjonene: fra siste posisjon i havn til første posisjon i
            havn igjen (innen 3 nautiske mil fra et mottak eller en fiskerihavn, i 2 knop eller saktere).
          </li>
          <li>
            Fangsten er rundvekten på sluttsedlene som følger ankomsten (innen 3 døgn). Verdien regnes bare
            for turer der verdien er kjent for hele vekten.
          </li>
          <li>
            Distansen er summen av storsirkelavstandene mellom posisjonene. Et hull på over 2 timer bygges
            over med en rett linje og telles; med færre enn én posisjon per annen time er distansen utelatt.
          </li>
          <li>
            Drivstoff er et anslag, ikke en måling: motorkraft × belastning × timer ×{' '}
            {formatNumber(SFC_G_PER_KWH)} g/kWh, regnet om med {formatNumber(DIESEL_KG_PER_LITRE, 2)} kg/l.
            Belastningen er antatt {percent(LOAD_FACTORS.steaming)} av motorkraften under steaming. Under
            fiske avhenger den av båtens hovedredskap: {fishingLoads()}, andre redskap{' '}
            {percent(LOAD_FACTORS.fishing)} (fisketid fra trekkene i fangstdagboken, ellers tid under 5 knop).
            Uten kjent motorkraft er det ikke noe anslag.
          </li>
          <li>
            CO₂ er {formatNumber(CO2_PER_FUEL, 3)} tonn per tonn diesel (IMO). Et segment sammenligner båter
            med de samme antakelsene, så rekkefølgen innen segmentet avhenger mest av motorkraft og tid,
            mindre av faktorene.
          </li>
          <li>
            En båt er med når minst 3 turer i året har tallet; persentilen (andelen av de andre båtene med
            lavere tall) vises fra 3 båter i segmentet.
          </li>
        </ul>
      </DetailSection>
    </>
  );
}
