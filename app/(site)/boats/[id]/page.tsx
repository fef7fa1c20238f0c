import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import {
  chartGranularity,
  perLandingSpeciesChart,
  periodSpeciesChart,
  seriesGrain,
} from '@/components/detail/boat-landings-data';
import { Pagination } from '@/components/ui/pagination';
import {
  catchLocationColumns,
  nameColumns,
  namesNewestFirst,
  ownershipColumns,
} from '@/components/detail/boat-columns';
import { BoatLandingFacts } from '@/components/detail/boat-landing-facts';
import { BoatLandingsTable } from '@/components/detail/boat-landings-table';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { DataTable } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { JsonLdScript } from '@/components/detail/json-ld-script';
import {
  param,
  parseBoatFullTable,
  parsePageNumber,
  periodDays,
  periodSearchParams,
  routeId,
  type BoatFullTable,
  type SearchParams,
  withParams,
} from '@/lib/url-state';
import { PeriodForm } from '@/components/detail/period-form';
import { DetailSection } from '@/components/detail/detail-section';
import { entityMetadata, missingEntityMetadata } from '@/components/detail/entity-metadata';
import { SpeciesTable } from '@/components/detail/species-table';
import { tableCsvHref } from '@/components/detail/table-download';
import { YearLinks } from '@/components/detail/year-links';
import { GeoMap } from '@/components/maps/geo-map';
import { boatMapImageHref, catchMapSpec, type BoatMapFile } from '@/components/maps/boat-maps';
import { FollowBoatButton } from '@/components/user/follow-boat-button';
import { BoatFacts } from '@/components/detail/boat-facts';
import { KeyFigures } from '@/components/detail/key-figures';
import { FeedLink } from '@/components/detail/feed-link';
import { boatDisplayName, formatLength, formatNumber, formatWeight } from '@/lib/format';
import { BoatTrackSection } from '@/components/maps/boat-track-section';
import { BoatLogbookSection } from '@/components/logbook/boat-logbook-section';
import { QuotaSection } from '@/components/quotas/quota-section';
import { BoatEfficiencySection } from '@/components/efficiency/boat-efficiency-section';
import { boatDescription, boatTitle } from '@/lib/seo/descriptions';
import { boatJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { boatPeriod, boatSectionYear, loadBoat } from './load-boat';
import { forPage } from '@/lib/api/page-errors';
import { reads } from '@/lib/store-reads/reads';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

/** Rows of a page of the full landings table (`?alle=landinger&side=N`); the CSV download has them all. */
const TABLE_ROWS = 300;
const CHART_LABELS = { month: 'per måned', year: 'per år', landing: 'per landing' } as const;
/**
 * Rows of each long table (landings, efficiency trips) on the page's first view: the newest. The rest
 * are one link away (`?alle=<table>`), so the first view's HTML and RSC payload do not grow with a
 * busy boat's year.
 */
const FIRST_VIEW_ROWS = 10;
const LOCATION_ROWS = 15;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const boat = await forPage(async () => loadBoat(routeId((await params).id)));
  if (!boat) return missingEntityMetadata('Fant ikke båten');
  return entityMetadata({
    title: boatTitle(boat),
    description: boatDescription(boat),
    url: absoluteUrl(entityPath.boat(boat.id)),
  });
}

export default async function BoatPage({ params, searchParams }: Props) {
  const id = routeId((await params).id);
  const query = await searchParams;
  // The reads that need only the Fartøy ID start beside the boat's own read, not after it: on a boat's
  // first view each is a store query. An address by registration mark (redirected below) finds nothing
  // in them; its outcome is then never awaited, hence the catch.
  const byId = Promise.all([
    reads.boatYears(id),
    reads.boatOwnerships(id),
    reads.boatNameHistory(id),
    reads.boatLogbook(id),
    reads.boatOnBoardChanges(id),
  ]);
  byId.catch(() => undefined);
  const boat = await forPage(() => loadBoat(id));
  if (!boat) notFound();
  if (boat.id !== id) {
    // Reached by registration mark or call sign: the canonical address is the Fartøy ID.
    permanentRedirect(
      withParams(entityPath.boat(boat.id), {
        year: param(query.year),
        from: param(query.from),
        to: param(query.to),
      }),
    );
  }

  // The default period needs only the year of the boat's last landing (in its facts), so every query
  // of the page can run at once.
  const period = boatPeriod(boat, query);
  // Quotas are per calendar year: the year the page's period ends in.
  const quotaYear = boatSectionYear(period);
  const fullTable = parseBoatFullTable(param(query.alle));
  const tablePage = fullTable === 'landinger' ? parsePageNumber(param(query.side)) : 1;
  const dates = { FromDate: period.from, ToDate: period.to };
  // The chart's grain is known before its count unless the period is short enough to show landings.
  const askedChart = param(query.chart);
  const mayShowLandings = askedChart === 'landing' || (askedChart == null && periodDays(period) <= 92);
  const [
    [years, ownerships, names, logbook, onBoard],
    figures,
    tableRows,
    catchSummary,
    trackMap,
    quota,
    efficiency,
    earlySeries,
  ] = await Promise.all([
    byId,
    reads.boatPeriodFigures(boat.id, period),
    reads.boatLandings(boat.id, dates, {
      offset: (tablePage - 1) * TABLE_ROWS,
      limit: fullTable === 'landinger' ? TABLE_ROWS : FIRST_VIEW_ROWS,
    }),
    reads.boatCatchSummary(boat.id, period),
    reads.boatTrackMap(boat.id, boat.radioCallSign),
    reads.boatQuota(boat.id, quotaYear),
    // Trips by the year of their departure: the year the period ends in, as the quotas.
    reads.boatEfficiency(boat.id, quotaYear),
    mayShowLandings
      ? null
      : reads.boatSpeciesSeries(boat.id, period, seriesGrain(chartGranularity(askedChart, period, 0))),
  ]);
  const rows = tableRows?.rows ?? [];
  const granularity = chartGranularity(askedChart, period, figures.landings);
  const chartData =
    granularity === 'landing'
      ? perLandingSpeciesChart((await reads.boatLandings(boat.id, dates))?.rows ?? [])
      : periodSpeciesChart(
          earlySeries ?? (await reads.boatSpeciesSeries(boat.id, period, seriesGrain(granularity))),
          period,
          seriesGrain(granularity),
        );
  const keepPeriod = periodSearchParams(period);
  const path = entityPath.boat(boat.id);
  const keepView = { ...keepPeriod, chart: askedChart };
  /** The link from a table's first rows to all of them, or back. */
  const tableLink = (table: BoatFullTable, anchor: string, text: string) => ({
    href: `${withParams(path, { ...keepView, alle: fullTable === table ? undefined : table })}#${anchor}`,
    text,
  });
  const csvHref = (table: string) => tableCsvHref(path, table, keepPeriod);
  const url = absoluteUrl(path);
  const title = boatTitle(boat);
  const displayName = boatDisplayName(boat.name, boat.id);
  const formerOwners = ownerships?.filter((o) => !o.current) ?? [];
  const formerNames = names?.filter((n) => !n.current) ?? [];
  // The maps are images of their own (components/maps/boat-maps.ts): the page's three largest parts.
  const mapImage = (file: BoatMapFile) =>
    boatMapImageHref(boat.id, file, file === 'fangstfelt.svg' ? keepPeriod : {});

  return (
    <>
      <JsonLdScript
        data={[
          boatJsonLd({
            ...boat,
            url,
            description: boatDescription(boat),
            owner: boat.owner
              ? { name: boat.owner.name, url: absoluteUrl(entityPath.owner(boat.owner.id)) }
              : null,
          }),
          breadcrumbJsonLd([
            { name: 'Fangstdata', url: absoluteUrl('/') },
            { name: 'Alle båter', url: absoluteUrl('/boats') },
            { name: displayName, url },
          ]),
        ]}
      />
      <Breadcrumbs
        items={[{ name: 'Hjem', href: '/' }, { name: 'Alle båter', href: '/boats' }, { name: displayName }]}
      />
      <p className={styles.kicker}>Fiskefartøy</p>
      <div className={styles.header}>
        <h1>{displayName}</h1>
        <FollowBoatButton boatId={boat.id} boatName={boat.name} signedOut="link" />
      </div>
      <p className={styles.subtitle}>
        {[
          boat.registrationMarkDisplay,
          boat.radioCallSign,
          boat.length != null ? formatLength(boat.length) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>

      <KeyFigures figures={figures} period={period.label} />
      <FeedLink pagePath={path} />
      <BoatFacts boat={boat} label={`Fakta om ${title}`} />

      <DetailSection
        id="landinger"
        title={`Landinger ${period.label}`}
        source="Sluttsedler; verdi er beløp til fisker."
      >
        <YearLinks
          years={years.map((y) => y.year)}
          current={period.year ?? -1}
          hrefFor={(year) => withParams(path, { year })}
          label="Velg år"
        />
        <PeriodForm period={period} keep={param(query.chart) ? { chart: param(query.chart)! } : {}} />
        {period.note ? <p className={styles.note}>{period.note}</p> : null}
        {figures.landings > 0 ? (
          <BoatLandingFacts figures={figures} label={`Sammendrag ${period.label}`} />
        ) : (
          <p className={styles.empty}>Ingen landinger registrert i perioden.</p>
        )}

        <nav className={styles.actions} aria-label="Diagramvisning">
          <span>Vis vekt:</span>
          {(['month', 'year', 'landing'] as const).map((chart) => (
            <Link
              key={chart}
              href={withParams(path, { ...keepPeriod, chart })}
              aria-current={granularity === chart ? 'true' : undefined}
            >
              {CHART_LABELS[chart]}
            </Link>
          ))}
        </nav>
        <StackedBarChart
          id="landingsdiagram"
          title={`Rundvekt ${CHART_LABELS[granularity]}, ${period.label}, fordelt på art`}
          summary={
            figures.landings > 0
              ? `${displayName} landet ${formatWeight(figures.weight)} fordelt på ${formatNumber(figures.landings)} landinger i perioden ${period.label}. Mest: ${catchSummary.species
                  .slice(0, 3)
                  .map((s) => `${s.name ?? s.code} ${formatWeight(s.weight)}`)
                  .join(', ')}.`
              : `Ingen landinger i perioden ${period.label}.`
          }
          data={chartData}
          categoryHeading={granularity === 'month' ? 'Måned' : granularity === 'year' ? 'År' : 'Landing'}
        />
        {askedChart === 'landing' && granularity !== 'landing' ? (
          <p className={styles.note}>
            {formatNumber(figures.landings)} landinger er for mange til én søyle hver: vekten vises{' '}
            {CHART_LABELS[granularity]}.
          </p>
        ) : null}

        <BoatLandingsTable
          boatId={boat.id}
          rows={rows}
          figures={figures}
          caption={
            fullTable === 'landinger'
              ? `Landinger ${period.label}, nyeste først`
              : figures.landings > rows.length
                ? `Landinger ${period.label}: de ${rows.length} nyeste av ${formatNumber(figures.landings)} (summen gjelder alle)`
                : `Landinger ${period.label}`
          }
          moreLink={
            figures.landings <= FIRST_VIEW_ROWS
              ? undefined
              : tableLink(
                  'landinger',
                  'tabell-landinger',
                  fullTable === 'landinger'
                    ? 'Vis færre landinger'
                    : `Vis alle ${formatNumber(figures.landings)} landinger`,
                )
          }
          after={
            fullTable === 'landinger' && figures.landings > TABLE_ROWS ? (
              <Pagination
                page={tablePage}
                count={TABLE_ROWS}
                total={figures.landings}
                noun="landinger"
                hrefFor={(side) =>
                  `${withParams(path, { ...keepView, alle: 'landinger', side: side > 1 ? side : undefined })}#tabell-landinger`
                }
                label="Sider med landinger"
              />
            ) : null
          }
          csvHref={withParams(`${path}/csv`, keepPeriod)}
        />
      </DetailSection>

      <DetailSection id="arter" title={`Fangst per art ${period.label}`} source>
        <SpeciesTable
          species={catchSummary.species}
          caption={`Fangst per art, ${period.label}`}
          csvHref={csvHref('arter')}
        />
      </DetailSection>

      <QuotaSection
        id="kvoter"
        year={quotaYear}
        lines={quota?.lines ?? []}
        otherYears={(quota?.quotaYears ?? []).filter((y) => y !== quotaYear)}
        yearHref={(y) => withParams(path, { year: y })}
        csvHref={tableCsvHref(path, 'kvoter', { year: quotaYear })}
        empty={`Registeret oppgir ingen kvoter for ${displayName} i ${quotaYear}.`}
      />

      <DetailSection
        id="fangstfelt"
        title={`Fangstfelt ${period.label}`}
        source="Posisjonen er midtpunktet i fangstfeltet (lokasjon) som er oppgitt på sluttseddelen."
      >
        {/* The map across the column, the table of the largest fields under it. */}
        <GeoMap
          id="fangstkart"
          imageHref={mapImage('fangstfelt.svg')}
          {...catchMapSpec(period, catchSummary.locations)}
        />
        {catchSummary.locations.length > 0 ? (
          <DataTable
            id="tabell-fangstfelt"
            name="fangstfelt"
            caption={`De største fangstfeltene, ${period.label}`}
            rows={catchSummary.locations.slice(0, LOCATION_ROWS)}
            rowKey={(l, i) => `${l.mainAreaCode}-${l.locationCode}-${i}`}
            columns={catchLocationColumns}
            csvHref={csvHref('fangstfelt')}
          />
        ) : null}
        {catchSummary.linesWithoutPosition > 0 ? (
          <p className={styles.small}>
            {formatNumber(catchSummary.linesWithoutPosition)} sluttseddellinjer i perioden har ingen posisjon
            og er ikke med på kartet.
          </p>
        ) : null}
      </DetailSection>

      <BoatLogbookSection
        boatId={boat.id}
        boatName={displayName}
        logbook={logbook}
        onBoardSeries={typeof onBoard === 'string' ? null : onBoard}
        csvHref={csvHref('turer')}
        haulsCsvHref={csvHref('trekk')}
        mapImageHref={mapImage('trekk.svg')}
      />

      <BoatTrackSection boatName={displayName} trackMap={trackMap} imageHref={mapImage('spor.svg')} />

      <BoatEfficiencySection
        boatName={displayName}
        efficiency={efficiency}
        hasPositions={trackMap !== null}
        firstRows={FIRST_VIEW_ROWS}
        full={fullTable === 'effektivitet'}
        tripsLink={(all) =>
          tableLink(
            'effektivitet',
            'tabell-effektivitet',
            all ? `Vis alle ${formatNumber(efficiency?.trips.length ?? 0)} turer` : 'Vis færre turer',
          )
        }
        csvHref={tableCsvHref(path, 'effektivitet', { year: efficiency?.year ?? quotaYear })}
      />

      <div className={styles.columns}>
        <DetailSection id="eiere" title="Eiere" source="Fartøyregisteret.">
          <DataTable
            id="tabell-eiere"
            name="eiere"
            caption="Eiere ifølge fartøyregisteret"
            captionHidden
            rows={ownerships ?? []}
            rowKey={(o, i) => `${o.ownerId}-${o.from ?? ''}-${i}`}
            empty="Fartøyregisteret oppgir ingen eier."
            columns={ownershipColumns}
            csvHref={csvHref('eiere')}
          />
          <p className={styles.small}>
            {formerOwners.length > 0
              ? `${formerOwners.length} tidligere ${formerOwners.length === 1 ? 'eier' : 'eiere'}.`
              : 'Ingen tidligere eiere i registeret.'}
          </p>
        </DetailSection>

        <DetailSection id="navn" title="Navn" source="Navn slik de står på sluttsedlene.">
          <DataTable
            id="tabell-navn"
            name="navn"
            caption="Navn båten har hatt"
            captionHidden
            rows={namesNewestFirst(names)}
            rowKey={(n, i) => `${n.name}-${i}`}
            columns={nameColumns}
            csvHref={csvHref('navn')}
          />
          <p className={styles.small}>
            {formerNames.length > 0
              ? `Tidligere navn: ${formerNames.map((n) => n.name).join(', ')}.`
              : 'Ingen tidligere navn på sluttsedlene.'}
          </p>
        </DetailSection>
      </div>
    </>
  );
}
