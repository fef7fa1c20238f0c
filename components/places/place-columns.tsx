import {
  csvOnlyColumn,
  formatCount,
  keyFigure,
  numberColumn,
  rankColumn,
  textColumn,
} from '@/components/ui/columns';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { linkColumn } from '@/components/ui/link-column';
import { valueColumns } from '@/components/ui/value-columns';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatLength, formatPrice, formatWeight } from '@/lib/format';
import type { LandingRow, RowKind } from '@/lib/landings/landing-query/types';
import type {
  HomeBoat,
  MunicipalitySpecies,
  MunicipalityStation,
} from '@/lib/landings/places/municipality-page';
import type { MonthPrice, NamedWeight } from '@/lib/landings/places/species-page';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { longMonth } from '@/components/charts/month-label';
import { entityPath } from '@/lib/seo/site-url';

/**
 * The tables of the species and municipality pages, for the page and its CSV downloads alike
 * (components/ui/table-csv.ts): each top list, breakdown and list has its columns once.
 */

const weightColumn = <Row,>(weight: (row: Row) => number) =>
  keyFigure(numberColumn<Row>('vekt', 'Rundvekt', weight, formatWeight, 'Rundvekt (kg)'));

/** Where a top list row of each kind leads. */
const ROW_HREF: Partial<Record<RowKind, (row: LandingRow) => string>> = {
  boat: (row) => entityPath.boat(row.ID),
  buyer: (row) => entityPath.firm(row.ID),
  station: (row) => entityPath.station(row.ID),
  municipality: (row) => entityPath.municipality(row.Title, row.ID),
  species: (row) => entityPath.species(row.Title, row.ID),
};

/** A top list from the landing query (who landed a species the most, what came in to a municipality). */
export function topRowColumns(kind: RowKind, header: string): DataColumn<LandingRow>[] {
  const href = ROW_HREF[kind];
  return [
    rankColumn<LandingRow>('plass', '#', (_row, index) => index + 1),
    href
      ? linkColumn<LandingRow>('navn', header, {
          href,
          text: (row) => row.Title,
          mark: (row) =>
            kind === 'boat' && row.BoatRegistrationID ? (
              <RowMark>{displayRegistrationMark(row.BoatRegistrationID)}</RowMark>
            ) : null,
          csv: (row) => row.Title,
        })
      : { ...textColumn<LandingRow>('navn', header, (row) => row.Title), rowHeader: true },
    csvOnlyColumn('id', 'ID', (row) => row.ID),
    weightColumn<LandingRow>((row) => row.TotalWeight),
    ...valueColumns<LandingRow>('verdi', 'Verdi', apiRowValue),
  ];
}

/** A breakdown by gear group or catch area: name, weight (and notes where counted). */
export function namedWeightColumns(header: string, withLandings = false): DataColumn<NamedWeight>[] {
  return [
    {
      ...textColumn<NamedWeight>('navn', header, (row) => row.name ?? row.code ?? 'Ukjent'),
      rowHeader: true,
    },
    csvOnlyColumn('kode', 'Kode', (row) => row.code),
    weightColumn<NamedWeight>((row) => row.weight),
    ...(withLandings
      ? [numberColumn<NamedWeight>('landinger', 'Landinger', (row) => row.landings, formatCount)]
      : []),
  ];
}

/** The species' price per month: landed weight and kr per kg round weight of what has a value. */
export const monthPriceColumns: DataColumn<MonthPrice>[] = [
  {
    ...textColumn<MonthPrice>('maaned', 'Måned', (row) => row.month),
    rowHeader: true,
    cell: (row) => longMonth(row.month),
  },
  weightColumn<MonthPrice>((row) => row.weight),
  {
    ...numberColumn<MonthPrice>(
      'pris',
      'Kr/kg',
      (row) => row.pricePerKg,
      (price) => (price == null ? 'holdt tilbake' : `${formatPrice(price)}/kg`),
    ),
    label: 'Kr per kg rundvekt',
  },
  csvOnlyColumn('priset-vekt', 'Vekt med kjent verdi (kg)', (row) => row.pricedWeight),
];

/** What came in to a municipality per species. */
export const municipalitySpeciesColumns: DataColumn<MunicipalitySpecies>[] = [
  linkColumn<MunicipalitySpecies>('art', 'Art', {
    href: (row) => entityPath.species(row.name, row.code ?? ''),
    text: (row) => row.name ?? row.code ?? 'Ukjent art',
    csv: (row) => row.name,
  }),
  csvOnlyColumn('artskode', 'Artskode', (row) => row.code),
  weightColumn<MunicipalitySpecies>((row) => row.weight),
  ...valueColumns<MunicipalitySpecies>('verdi', 'Verdi', (row) => row),
];

/** A municipality's mottak and what each took in. */
export const municipalityStationColumns: DataColumn<MunicipalityStation>[] = [
  linkColumn<MunicipalityStation>('mottak', 'Mottak', {
    href: (row) => entityPath.station(row.id),
    text: (row) => row.name ?? `Mottak ${row.id}`,
    csv: (row) => row.name,
  }),
  csvOnlyColumn('id', 'Mottaksstasjon', (row) => row.id),
  weightColumn<MunicipalityStation>((row) => row.weight),
];

/** The boats whose home the municipality is, with what they landed in the year, anywhere. */
export function homeBoatColumns(year: number): DataColumn<HomeBoat>[] {
  return [
    linkColumn<HomeBoat>('baat', 'Båt', {
      href: (row) => entityPath.boat(row.id),
      text: (row) => row.name ?? row.id,
      mark: (row) =>
        row.registrationMark ? <RowMark>{displayRegistrationMark(row.registrationMark)}</RowMark> : null,
      csv: (row) => row.name,
    }),
    csvOnlyColumn('id', 'Fartøy ID', (row) => row.id),
    numberColumn<HomeBoat>('lengde', 'Lengde', (row) => row.length, formatLength, 'Lengde (m)'),
    textColumn<HomeBoat>('redskap', 'Hovedredskap', (row) => row.gearGroup),
    keyFigure(
      numberColumn<HomeBoat>(
        'vekt',
        `Landet ${year}`,
        (row) => row.weight,
        formatWeight,
        `Landet ${year} (kg)`,
      ),
    ),
  ];
}
