import Link from 'next/link';
import { FactList } from '@/components/ui/fact-list';
import { MunicipalityLink } from '@/components/detail/landing-links';
import { formatDate, formatLength, formatNumber } from '@/lib/format';
import type { BoatDetail } from '@/lib/landings/boats/boats';
import { entityPath } from '@/lib/seo/site-url';

/** The boat's register facts at the top of its page; a fact the register leaves out is not listed. */
export function BoatFacts({ boat, label }: { boat: BoatDetail; label: string }) {
  return (
    <FactList
      label={label}
      facts={[
        { label: 'Registreringsmerke', value: boat.registrationMarkDisplay, name: 'registreringsmerke' },
        { label: 'Radiokallesignal', value: boat.radioCallSign, name: 'kallesignal' },
        { label: 'Fartøy ID', value: boat.id, name: 'fartoy-id' },
        {
          label: 'Største lengde',
          value: boat.length != null ? formatLength(boat.length) : null,
          name: 'lengde',
        },
        { label: 'Lengdegruppe', value: boat.lengthGroup, name: 'lengdegruppe' },
        {
          label: 'Bruttotonnasje',
          value: boat.grossTonnage != null ? formatNumber(boat.grossTonnage) : null,
          name: 'tonnasje',
        },
        { label: 'Byggeår', value: boat.buildYear, name: 'byggeaar' },
        {
          label: 'Motorkraft',
          value: boat.enginePower != null ? `${formatNumber(boat.enginePower)} hk` : null,
          name: 'motorkraft',
        },
        {
          label: 'Hjemkommune',
          value: boat.municipality ? (
            <MunicipalityLink name={boat.municipality} code={boat.municipalityCode} />
          ) : null,
          name: 'kommune',
        },
        { label: 'Fylke', value: boat.county, name: 'fylke' },
        {
          label: 'Eier',
          name: 'eier',
          value: boat.owner ? (
            <Link href={entityPath.owner(boat.owner.id)}>{boat.owner.name ?? boat.owner.id}</Link>
          ) : null,
        },
        { label: 'Hovedredskap', value: boat.gearGroup, name: 'redskap' },
        { label: 'IMO-nummer', value: boat.imoNumber, name: 'imo' },
        {
          label: 'Siste landing',
          value: boat.lastLandingDate ? formatDate(boat.lastLandingDate) : null,
          name: 'siste-landing',
        },
      ]}
    />
  );
}
