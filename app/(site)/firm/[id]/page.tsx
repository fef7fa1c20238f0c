import type { Metadata } from 'next';
import { FeedLink } from '@/components/detail/feed-link';
import { notFound } from 'next/navigation';
import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import { DataTable } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/ui/fact-list';
import { EntityPageHead } from '@/components/detail/entity-page-head';
import { KeyFigures } from '@/components/detail/key-figures';
import { municipalityLabel } from '@/components/detail/landing-links';
import { DetailSection } from '@/components/detail/detail-section';
import { entityMetadata, missingEntityMetadata } from '@/components/detail/entity-metadata';
import { largestSeriesText, monthlyChart } from '@/components/detail/monthly-chart';
import { TopBoatsTable } from '@/components/detail/top-boats-table';
import { ReceivedSpeciesSection } from '@/components/detail/species-table';
import { firmStationColumns, receivedLandingColumns } from '@/components/detail/received-columns';
import { tableCsvHref } from '@/components/detail/table-download';
import { loadEntityYear, type EntityPageProps } from '@/components/detail/entity-year-page';
import { YearChoice } from '@/components/detail/year-links';
import { GeoMap } from '@/components/maps/geo-map';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { formatDate, formatNumber, formatWeight } from '@/lib/format';
import { ValueNote } from '@/components/ui/value-figure';
import { type FirmStation, type ReceivedLanding } from '@/lib/landings/receivers/firms';
import { firmDescription } from '@/lib/seo/descriptions';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { loadFirm } from './load-firm';
import { reads } from '@/lib/store-reads/reads';

export async function generateMetadata(props: EntityPageProps): Promise<Metadata> {
  const { loaded } = await loadEntityYear(props, loadFirm);
  if (!loaded) return missingEntityMetadata('Fant ikke selskapet');
  const { firm, stations, year } = loaded;
  return entityMetadata({
    title: firm.name ?? `Kjøper ${firm.id}`,
    description: firmDescription({
      ...firm,
      stations: stations.length,
      year,
      receivedWeight: stations.reduce((sum, s) => sum + s.receivedWeight, 0),
    }),
    url: absoluteUrl(entityPath.firm(firm.id)),
  });
}

export default async function FirmPage(props: EntityPageProps) {
  const { loaded, yearParam } = await loadEntityYear(props, loadFirm);
  if (!loaded) notFound();
  const { firm, years, period, year, stations } = loaded;
  const [keyFigures, graph, topBoats, species, latest] = await Promise.all([
    reads.entityKeyFigures('firm', firm.id, { from: `${year}-01-01`, to: `${year}-12-31` }),
    reads.firmStationGraph(firm.id, { year }),
    reads.firmTopBoats(firm.id, year),
    reads.firmSpeciesTotals(firm.id, year),
    reads.buyerOffloads(firm.id, year, { count: 15 }),
  ]);
  const path = entityPath.firm(firm.id);
  const csvHref = (table: string) => tableCsvHref(path, table, { year: yearParam });
  const url = absoluteUrl(path);
  const name = firm.name ?? `Kjøper ${firm.id}`;
  const received = stations.reduce((sum, s) => sum + s.receivedWeight, 0);
  const stationValue = (s: FirmStation) => ({ ...s, weight: s.receivedWeight });
  const stationNames = new Map(stations.map((s) => [s.id, s.name]));
  const chart = monthlyChart(
    graph,
    (series) => ({
      key: series.id ?? 'uten-stasjon',
      name: series.id
        ? (series.name ?? stationNames.get(series.id) ?? `Mottak ${series.id}`)
        : 'Uten oppgitt mottak',
    }),
    'Andre mottak',
  );
  const placed = stations.filter((s) => s.latitude != null && s.longitude != null);
  const isOrgNumber = /^\d{9}$/.test(firm.id);

  return (
    <>
      <EntityPageHead
        entity={organizationJsonLd({
          url,
          name,
          organisationNumber: isOrgNumber ? firm.id : null,
          postalCode: firm.postalCode,
          city: firm.city,
          description: firmDescription({
            ...firm,
            stations: stations.length,
            year,
            receivedWeight: received,
          }),
          stations: stations.map((s) => ({
            name: s.name,
            url: absoluteUrl(entityPath.station(s.id)),
            latitude: s.positionApproximate ? null : s.latitude,
            longitude: s.positionApproximate ? null : s.longitude,
          })),
        })}
        trail={[{ name: 'Alle selskap', href: '/firm' }]}
        name={name}
        url={url}
      />
      <p className={styles.kicker}>Fiskekjøper</p>
      <h1>{name}</h1>
      <KeyFigures figures={keyFigures} period={String(year)} landedLabel="Mottatt" />
      <YearChoice years={years} current={year} path={path} note={period.note} />
      <FeedLink pagePath={path} />
      <FactList
        label={`Fakta om ${name}`}
        facts={[
          { label: 'Organisasjonsnummer', value: isOrgNumber ? firm.id : null, name: 'orgnr' },
          {
            label: 'Adresse',
            value:
              [firm.postalCode, firm.city ? formatMunicipalityName(firm.city) : null]
                .filter(Boolean)
                .join(' ') || null,
            name: 'adresse',
          },
          {
            label: 'Kommune',
            value: firm.municipality ? municipalityLabel(firm.municipality) : null,
            name: 'kommune',
          },
          { label: 'Mottaksstasjoner', value: formatNumber(stations.length), name: 'antall-mottak' },
          { label: 'Første landing', value: formatDate(firm.firstLandingDate) },
          { label: 'Siste landing', value: formatDate(firm.lastLandingDate), name: 'siste-landing' },
        ]}
      />

      <DetailSection id="mottak" title="Mottaksstasjoner">
        <DataTable<FirmStation>
          id="tabell-mottak"
          name="mottak"
          caption={`Mottaksstasjoner og hva de tok imot i ${year}`}
          captionHidden
          rows={stations}
          rowKey={(s) => s.id}
          empty="Ingen mottaksstasjoner registrert."
          columns={firmStationColumns(year)}
          csvHref={csvHref('mottak')}
        />
        <ValueNote totals={stations.map(stationValue)} />
        <GeoMap
          id="mottakskart"
          kind="station"
          title={`Mottaksstasjonene til ${name}`}
          summary={
            placed.length > 0
              ? `Kart med ${placed.length} mottaksstasjoner: ${placed.map((s) => `${s.name ?? s.id} i ${municipalityLabel(s.municipality)}`).join(', ')}.`
              : 'Kart over norskekysten; ingen av stasjonene har kjent posisjon.'
          }
          points={placed.map((s) => ({
            key: s.id,
            latitude: s.latitude!,
            longitude: s.longitude!,
            label: s.name ?? `Mottak ${s.id}`,
            detail: `${municipalityLabel(s.municipality)}, ${formatWeight(s.receivedWeight)} i ${year}`,
            approximate: s.positionApproximate,
            href: entityPath.station(s.id),
          }))}
          listTitle="Stasjonene som liste"
        />
      </DetailSection>

      <DetailSection id="per-maaned" title={`Mottatt per måned ${year}`}>
        <StackedBarChart
          id="mottaksdiagram"
          title={`Rundvekt mottatt per måned ${year}, fordelt på mottaksstasjon`}
          summary={`${name} tok imot ${formatWeight(received)} i ${year}. ${largestSeriesText(chart, formatWeight)}.`}
          data={chart}
          categoryHeading="Måned"
        />
      </DetailSection>

      <div className={styles.columns}>
        <DetailSection id="baater" title={`Båtene som leverte mest ${year}`} source>
          <TopBoatsTable
            rows={topBoats}
            caption={`Båtene som leverte mest til ${name} i ${year}`}
            year={year}
            csvHref={csvHref('toppbaater')}
          />
        </DetailSection>
        <ReceivedSpeciesSection species={species} year={year} csvHref={csvHref('arter')} />
      </div>

      <DetailSection id="siste" title={`Siste landinger mottatt ${year}`} source>
        <DataTable<ReceivedLanding>
          id="tabell-siste-landinger"
          name="siste-landinger"
          caption={`De siste landingene ${name} tok imot i ${year}`}
          captionHidden
          rows={latest?.landings ?? []}
          rowKey={(l) => `${l.documentNumber}-${l.salesOrgCode}-${l.landingDate}`}
          empty={`Ingen landinger i ${year}.`}
          columns={receivedLandingColumns<ReceivedLanding>({ withStation: true, withValue: true })}
          csvHref={csvHref('siste-landinger')}
        />
        <ValueNote totals={(latest?.landings ?? []).map((l) => ({ ...l, weight: l.totalWeight }))} />
      </DetailSection>
    </>
  );
}
