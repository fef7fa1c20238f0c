import type { Metadata } from 'next';
import { FeedLink } from '@/components/detail/feed-link';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import { DataTable } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/ui/fact-list';
import { EntityPageHead } from '@/components/detail/entity-page-head';
import { KeyFigures } from '@/components/detail/key-figures';
import { MunicipalityLink, municipalityLabel } from '@/components/detail/landing-links';
import { DetailSection } from '@/components/detail/detail-section';
import { entityMetadata, missingEntityMetadata } from '@/components/detail/entity-metadata';
import { largestSeriesText, monthlyChart } from '@/components/detail/monthly-chart';
import { TopBoatsTable } from '@/components/detail/top-boats-table';
import { ReceivedSpeciesSection } from '@/components/detail/species-table';
import { receivedLandingColumns } from '@/components/detail/received-columns';
import { tableCsvHref } from '@/components/detail/table-download';
import { loadEntityYear, type EntityPageProps } from '@/components/detail/entity-year-page';
import { YearChoice } from '@/components/detail/year-links';
import { GeoMap } from '@/components/maps/geo-map';
import { formatDate, formatNumber, formatWeight } from '@/lib/format';
import type { StationLanding } from '@/lib/landings/receivers/stations';
import { stationDescription } from '@/lib/seo/descriptions';
import { stationJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { loadStation, stationTopBoats } from './load-station';
import { reads } from '@/lib/store-reads/reads';

export async function generateMetadata(props: EntityPageProps): Promise<Metadata> {
  const { loaded } = await loadEntityYear(props, loadStation);
  if (!loaded) return missingEntityMetadata('Fant ikke mottaket');
  const { station } = loaded;
  return entityMetadata({
    title: station.name ?? `Mottaksstasjon ${station.id}`,
    description: stationDescription(station),
    url: absoluteUrl(entityPath.station(station.id)),
  });
}

export default async function StationPage(props: EntityPageProps) {
  const { loaded, yearParam } = await loadEntityYear(props, loadStation);
  if (!loaded) notFound();
  const { station, years, period, year } = loaded;
  const [species, keyFigures] = await Promise.all([
    reads.stationSpeciesTotals(station.id, year),
    reads.entityKeyFigures('station', station.id, { from: `${year}-01-01`, to: `${year}-12-31` }),
  ]);
  const path = entityPath.station(station.id);
  const csvHref = (table: string) => tableCsvHref(path, table, { year: yearParam });
  const url = absoluteUrl(path);
  const name = station.name ?? `Mottaksstasjon ${station.id}`;
  const firmName = station.buyerName ?? (station.buyerId ? `Kjøper ${station.buyerId}` : null);
  const chart = monthlyChart(
    station.received,
    (series) => ({ key: series.id ?? 'ukjent', name: series.name ?? series.id ?? 'Ukjent art' }),
    'Andre arter',
  );
  const hasPosition = station.latitude != null && station.longitude != null;

  return (
    <>
      <EntityPageHead
        entity={stationJsonLd({
          url,
          id: station.id,
          name,
          municipality: station.municipality ? municipalityLabel(station.municipality) : null,
          county: station.county,
          latitude: station.positionApproximate ? null : station.latitude,
          longitude: station.positionApproximate ? null : station.longitude,
          description: stationDescription(station),
          firm: station.buyerId
            ? { name: firmName, url: absoluteUrl(entityPath.firm(station.buyerId)) }
            : null,
        })}
        trail={[
          { name: 'Alle selskap', href: '/firm' },
          ...(station.buyerId
            ? [{ name: firmName ?? station.buyerId, href: entityPath.firm(station.buyerId) }]
            : []),
        ]}
        name={name}
        url={url}
      />
      <p className={styles.kicker}>Mottaksstasjon</p>
      <h1>{name}</h1>
      <KeyFigures figures={keyFigures} period={String(year)} landedLabel="Mottatt" />
      <YearChoice years={years} current={year} path={path} note={period.note} />
      <FeedLink pagePath={path} />
      <FactList
        label={`Fakta om ${name}`}
        facts={[
          { label: 'Mottaksstasjon nr.', value: station.id, name: 'nr' },
          {
            label: 'Selskap',
            name: 'selskap',
            value: station.buyerId ? <Link href={entityPath.firm(station.buyerId)}>{firmName}</Link> : null,
          },
          {
            label: 'Kommune',
            value: station.municipality ? (
              <MunicipalityLink name={station.municipality} code={station.municipalityCode} />
            ) : null,
            name: 'kommune',
          },
          { label: 'Fylke', value: station.county, name: 'fylke' },
          {
            label: 'Posisjon',
            value: hasPosition
              ? `${formatNumber(station.latitude!, 3)}° N, ${formatNumber(station.longitude!, 3)}° Ø${station.positionApproximate ? ' (omtrentlig)' : ''}`
              : null,
          },
          { label: 'Siste landing', value: formatDate(station.lastLandingDate), name: 'siste-landing' },
        ]}
      />

      <div className={styles.columns}>
        <DetailSection id="kart" title="Hvor mottaket ligger">
          <GeoMap
            id="mottakskart"
            kind="station"
            title={`${name} på kartet`}
            summary={
              hasPosition
                ? `${name} ligger i ${municipalityLabel(station.municipality)}${station.positionApproximate ? ' (posisjonen er kommunens hovedhavn)' : ''}.`
                : 'Posisjonen til mottaket er ukjent.'
            }
            points={
              hasPosition
                ? [
                    {
                      key: station.id,
                      latitude: station.latitude!,
                      longitude: station.longitude!,
                      label: name,
                      detail: municipalityLabel(station.municipality),
                      approximate: station.positionApproximate,
                    },
                  ]
                : []
            }
            listTitle="Posisjon som tekst"
          />
        </DetailSection>
        <ReceivedSpeciesSection species={species} year={year} csvHref={csvHref('arter')} />
      </div>

      <DetailSection id="per-maaned" title={`Mottatt per måned ${year}`}>
        <StackedBarChart
          id="stasjonsdiagram"
          title={`Rundvekt mottatt per måned ${year}, fordelt på art`}
          summary={`${name} tok imot ${formatWeight(station.receivedWeight)} i ${year}. ${largestSeriesText(chart, formatWeight)}.`}
          data={chart}
          categoryHeading="Måned"
        />
      </DetailSection>

      <div className={styles.columns}>
        <DetailSection id="siste" title="Siste landinger" source>
          <DataTable<StationLanding>
            id="tabell-siste-landinger"
            name="siste-landinger"
            caption={`De siste landingene ved ${name}`}
            captionHidden
            rows={station.latestLandings}
            rowKey={(l, i) => `${l.documentNumber}-${l.landingDate}-${i}`}
            empty="Ingen landinger."
            columns={receivedLandingColumns<StationLanding>()}
            csvHref={csvHref('siste-landinger')}
          />
        </DetailSection>
        <DetailSection id="baater" title={`Største leverandører ${year}`} source>
          <TopBoatsTable
            rows={stationTopBoats(loaded)}
            caption={`Båtene som leverte mest ved ${name} i ${year}`}
            year={year}
            csvHref={csvHref('toppbaater')}
          />
        </DetailSection>
      </div>
    </>
  );
}
