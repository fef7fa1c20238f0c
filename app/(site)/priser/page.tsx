import Link from 'next/link';
import { entityPath } from '@/lib/seo/entity-path';
import { listPageMetadataFrom } from '@/lib/seo/list-page-metadata';
import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import { longMonth, shortMonth } from '@/components/charts/month-label';
import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { FilterForm } from '@/components/filters/filter-form';
import {
  GearField,
  LengthGroupField,
  OptionalSelectField,
  SpeciesField,
  YearField,
} from '@/components/filters/form-fields';
import {
  bycatchGearColumns,
  bycatchSpeciesColumns,
  periodColumns,
  PriceNote,
  priceText,
  speciesYearColumns,
} from '@/components/prices/price-columns';
import { DataTable } from '@/components/ui/data-table';
import { FactList } from '@/components/ui/fact-list';
import { CodeTermNote, codeTermsOf } from '@/components/ui/code-text';
import { readableCodeLabel } from '@/lib/fiskeridir/code-labels';
import { GEAR_GROUPS, LENGTH_GROUPS, PRESERVATION_METHODS } from '@/lib/fiskeridir/code-lists';
import { formatMonth, formatNumber } from '@/lib/format';
import { formatShare } from '@/components/detail/species-table';
import { DEFAULT_PRICE_SAMPLE } from '@/lib/landings/prices/prices';
import {
  isPriceFiltered,
  parsePricePage,
  pricePageHref,
  withParams,
  type PricePageState,
  type SearchParams,
} from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

interface Props {
  searchParams: Promise<SearchParams>;
}

export const generateMetadata = listPageMetadataFrom(parsePricePage, (state) => ({
  title: 'Priser',
  description:
    'Hva fikk fiskerne betalt? Snittpris per kg for hver fiskeart, per måned og år, med filter for redskap, båtlengde og konservering, og hvor mye annen fisk som kommer med. Kilde: Fiskeridirektoratet.',
  canonicalPath: '/priser',
  noindex: Boolean(state.species || state.year || isPriceFiltered(state)),
}));

/** The chart shows at most this many months (the newest). */
const CHART_MONTHS = 48;
const BYCATCH_ROWS = 10;

/** A preservation method as readers write it (`RSW + is`, not the file's `Rsw + is`). */
function preservationName(code: string | undefined): string | undefined {
  const method = PRESERVATION_METHODS.find((p) => p.code === code);
  return method ? readableCodeLabel(method.name) : undefined;
}

/** A filter's label for headings: "Trål, 28 m og over, Fersk/ukonservert". */
function filterWords(state: PricePageState): string | null {
  const words = [
    GEAR_GROUPS.find((g) => g.code === state.gear)?.name,
    LENGTH_GROUPS.find((g) => g.code === state.length)?.name.trim(),
    preservationName(state.preservation),
  ].filter(Boolean);
  return words.length ? words.join(', ') : null;
}

/** /priser: what fishers were paid per kg, per species, month and year; and what comes with the catch. */
export default async function PricesPage({ searchParams }: Props) {
  const state = parsePricePage(await searchParams);
  const filters = { gearGroup: state.gear, lengthGroup: state.length, preservation: state.preservation };
  const years = await reads.priceYears();
  const year = state.year ?? years.latestPricedYear ?? years.years[0] ?? new Date().getFullYear();
  const speciesCode = state.species ?? DEFAULT_PRICE_SAMPLE.speciesCode;
  const [history, species, bycatchOfYear, bycatchShares] = await Promise.all([
    reads.speciesPriceHistory(speciesCode, filters),
    reads.speciesPricesOfYear(year, filters),
    reads.bycatch(speciesCode, year),
    reads.bycatchSharesOfYear(year),
  ]);
  const speciesRows = species.map((row) => ({
    ...row,
    bycatchShare: bycatchShares[row.speciesCode]?.bycatchShare ?? null,
  }));
  const speciesName =
    history.species ?? species.find((s) => s.speciesCode === speciesCode)?.species ?? speciesCode;
  const filterText = filterWords(state);
  const suffix = filterText ? ` (${filterText})` : '';
  const monthsOfYear = history.months.filter((m) => m.period.startsWith(`${year}-`));
  const yearFigures = history.years.find((y) => y.period === String(year));
  const chartMonths = history.months.filter((m) => m.pricePerKg != null).slice(-CHART_MONTHS);
  const withheld = history.months.filter((m) => m.pricePerKg == null && m.lines > 0);
  const hrefWith = (changes: Partial<PricePageState>) => pricePageHref(state, changes);

  return (
    <>
      <h1>Priser</h1>
      <p className="lead">
        Snittpris per kg produktvekt betalt til fisker, fra sluttsedlene. Velg art, år og hvilke landinger som
        skal telle med.
      </p>
      {years.latestPricedMonth ? (
        <p className={styles.note} role="note">
          Fiskeridirektoratet holder tilbake prisene for de siste 12 månedene. Nyeste måned med priser i
          dataene er {formatMonth(years.latestPricedMonth)}; nyere måneder vises som «Holdt tilbake», ikke som
          0 kr.
        </p>
      ) : (
        <p className={styles.note} role="note">
          Dataene har ingen priser ennå: Fiskeridirektoratet holder tilbake prisene for de siste 12 månedene,
          og sluttsedlene som er lest inn er alle nyere enn det.
        </p>
      )}

      <FilterForm
        label="Velg art, år og filter"
        resetHref={state.species || state.year || isPriceFiltered(state) ? '/priser' : null}
      >
        <SpeciesField
          idPrefix="priser"
          value={state.species}
          empty={`${DEFAULT_PRICE_SAMPLE.species} (standard)`}
          species={species
            .filter((s) => s.speciesCode !== DEFAULT_PRICE_SAMPLE.speciesCode)
            .map((s) => [s.speciesCode, s.species ?? s.speciesCode] as const)}
        />
        <YearField
          idPrefix="priser"
          value={state.year}
          years={years.years}
          latest={years.latestPricedYear}
          latestLabel={`${years.latestPricedYear ?? 'Siste'} (siste med priser)`}
        />
        <GearField idPrefix="priser" value={state.gear} />
        <LengthGroupField idPrefix="priser" value={state.length} />
        <OptionalSelectField
          id="priser-konservering"
          label="Konservering"
          name="preservation"
          value={state.preservation}
          choices={PRESERVATION_METHODS.map((p) => [p.code, readableCodeLabel(p.name)] as const)}
        />
      </FilterForm>
      <CodeTermNote
        className={styles.small}
        lead="Konservering:"
        terms={codeTermsOf(PRESERVATION_METHODS.map((p) => p.name))}
      />

      <DetailSection
        id="artspris"
        title={`${speciesName}: pris per kg${suffix}`}
        source="Sluttsedler; beløp for fisker delt på produktvekt, over linjene som har pris."
      >
        <p>
          <Link href={entityPath.species(speciesName, speciesCode)}>
            Alt om {speciesName.toLowerCase()}: landinger uke for uke, båter, kjøpere og kommuner
          </Link>
        </p>
        <FactList
          label={`Pris for ${speciesName} ${year}`}
          facts={[
            {
              label: `Snittpris ${year}`,
              value: yearFigures ? priceText(yearFigures) : '–',
              name: 'snittpris',
            },
            {
              label: 'Linjer med pris',
              value: yearFigures
                ? `${formatNumber(yearFigures.pricedLines)} av ${formatNumber(yearFigures.lines)}`
                : '–',
              name: 'prisede-linjer',
            },
            {
              label: 'Måneder uten pris',
              value: withheld.length
                ? `${formatMonth(withheld[0].period)} – ${formatMonth(withheld[withheld.length - 1].period)} (holdt tilbake)`
                : 'Ingen',
              name: 'holdt-tilbake',
            },
          ]}
        />
        <StackedBarChart
          id="prisdiagram"
          title={`Pris per kg for ${speciesName}, per måned${suffix}`}
          summary={
            chartMonths.length > 0
              ? `Snittpris per kg for ${speciesName} i ${formatNumber(chartMonths.length)} måneder, fra ${formatMonth(chartMonths[0].period)} til ${formatMonth(chartMonths[chartMonths.length - 1].period)}. Lavest ${priceText(minBy(chartMonths))} (${formatMonth(minBy(chartMonths).period)}), høyest ${priceText(maxBy(chartMonths))} (${formatMonth(maxBy(chartMonths).period)}).`
              : `Ingen priser for ${speciesName} med disse filtrene.`
          }
          data={{
            categories: chartMonths.map((m) => ({
              key: m.period,
              label: shortMonth(m.period, chartMonths.length > 12),
              fullLabel: longMonth(m.period),
            })),
            series: [
              { key: speciesCode, name: speciesName, values: chartMonths.map((m) => m.pricePerKg ?? 0) },
            ],
          }}
          categoryHeading="Måned"
          formatValue={(value) => priceText({ pricePerKg: value, lines: 1 })}
        />
        <DataTable
          id="tabell-maanedspris"
          name="maanedspris"
          caption={`${speciesName} per måned, ${year}${suffix}`}
          columns={periodColumns('Måned', formatMonth)}
          rows={monthsOfYear}
          rowKey={(row) => row.period}
          empty={`Ingen landinger av ${speciesName} i ${year}.`}
          compact
        />
        <PriceNote rows={monthsOfYear} />
        <DataTable
          id="tabell-aarspris"
          name="aarspris"
          caption={`${speciesName} per år${suffix}`}
          columns={periodColumns('År', (period) => period)}
          rows={[...history.years].reverse()}
          rowKey={(row) => row.period}
          empty={`Ingen landinger av ${speciesName}.`}
          compact
        />
        <PriceNote rows={history.years} />
      </DetailSection>

      <DetailSection
        id="alle-arter"
        title={`Alle arter, ${year}${suffix}`}
        source="Sluttsedler; beløp for fisker."
      >
        <DataTable
          id="tabell-artspriser"
          name="artspriser"
          caption={`Snittpris per art, ${year}${suffix}`}
          captionHidden
          columns={speciesYearColumns((code) => hrefWith({ species: code }))}
          rows={speciesRows}
          rowKey={(row) => row.speciesCode}
          csvHref={withParams('/api/nergard/download', {
            year,
            gear: state.gear,
            length: state.length,
            preservation: state.preservation,
          })}
          csvLabel="Last ned priser per art og måned (CSV)"
          empty="Ingen landinger med disse filtrene."
        />
        <p className={styles.small} data-help="innblanding">
          <strong>Innblanding</strong>: hvor stor del av vekten som var andre arter, på sluttsedlene der arten
          var den tyngste (hovedarten). En strek betyr at arten aldri var hovedart på en seddel.
        </p>
        <PriceNote rows={speciesRows} />
      </DetailSection>

      <DetailSection
        id="innblanding"
        title={`Innblanding når ${speciesName} fiskes, ${year}`}
        source="Sluttsedler der arten er den tyngste (rundvekt). Filtrene over gjelder ikke her; fordelingen per redskap står i tabellen."
      >
        {bycatchOfYear && bycatchOfYear.landings > 0 ? (
          <>
            <p>
              På {formatNumber(bycatchOfYear.landings)} sluttsedler der {speciesName} var hovedart, var{' '}
              <strong>{formatShare(bycatchOfYear.bycatchShare, 1)}</strong> av vekten andre arter.
            </p>
            <div className={styles.columns}>
              <DataTable
                id="tabell-innblanding"
                name="innblanding"
                caption={`Andre arter på sedlene, de ${BYCATCH_ROWS} største`}
                columns={bycatchSpeciesColumns}
                rows={bycatchOfYear.bycatch.slice(0, BYCATCH_ROWS)}
                rowKey={(row) => row.code}
                empty="Ingen andre arter."
                compact
              />
              <DataTable
                id="tabell-innblanding-redskap"
                name="innblanding-redskap"
                caption="Innblanding per redskap"
                columns={bycatchGearColumns}
                rows={bycatchOfYear.byGear}
                rowKey={(row) => row.gearGroupCode ?? 'ukjent'}
                compact
              />
            </div>
          </>
        ) : (
          <p className={styles.empty}>
            Ingen sluttsedler i {year} der {speciesName} var hovedart.
          </p>
        )}
      </DetailSection>
    </>
  );
}

const minBy = <T extends { pricePerKg: number | null }>(rows: T[]) =>
  rows.reduce((a, b) => ((b.pricePerKg ?? Infinity) < (a.pricePerKg ?? Infinity) ? b : a));
const maxBy = <T extends { pricePerKg: number | null }>(rows: T[]) =>
  rows.reduce((a, b) => ((b.pricePerKg ?? -Infinity) > (a.pricePerKg ?? -Infinity) ? b : a));
