import Link from 'next/link';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { formatDate, formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { entityPath } from '@/lib/seo/site-url';
import type { BoatPeriodFigures } from '@/lib/landings/boats/boat-period';
import { DataTable, FooterCell, type DataColumn } from '@/components/ui/data-table';
import { csvOnlyColumn } from '@/components/ui/columns';
import { valueColumns } from '@/components/ui/value-columns';
import { BuyerStation } from './landing-links';
import { AverageOfKnown, ValueFigure, ValueNote } from '@/components/ui/value-figure';
import { apiRowValue } from '@/lib/landings/value-coverage';

/** The species of a landing, heaviest first: the first three by name and weight, then how many more. */
export function speciesSummary(row: Pick<LandingSummary, 'Species'>, shown = 3): string {
  const named = row.Species.slice(0, shown).map((s) => `${s.Title} ${formatWeight(s.TotalWeight)}`);
  const more = row.Species.length - shown;
  return more > 0 ? `${named.join(', ')} + ${more} til` : named.join(', ');
}

/**
 * The columns of a boat's landings, for its table and its CSV download (every landing of the period):
 * the CSV has what the table shows, as raw values, and the ids and codes behind them.
 */
export function boatLandingColumns(boatId: string): DataColumn<LandingSummary>[] {
  return [
    {
      key: 'dato',
      header: 'Dato',
      label: 'Landingsdato',
      rowHeader: true,
      cell: (row) => (
        <Link
          href={entityPath.landing(boatId, row.DocumentKey)}
          aria-label={`Landing ${formatDate(row.LandingDate)}, detaljer`}
        >
          {formatDate(row.LandingDate)}
        </Link>
      ),
      csv: (row) => row.LandingDate,
    },
    csvOnlyColumn('dokument', 'Dokumentnummer', (row) => row.DocumentNumber),
    {
      key: 'kommune',
      header: 'Kommune',
      label: 'Landingskommune',
      cell: (row) => row.Municipality ?? '–',
      csv: (row) => row.Municipality,
    },
    csvOnlyColumn('fylke', 'Landingsfylke', (row) => row.County),
    {
      key: 'kjoper',
      header: 'Kjøper og mottak',
      label: 'Kjøper',
      cell: (row) => (
        <BuyerStation
          buyerId={row.BuyerID}
          buyerName={row.BuyerName}
          stationId={row.StationID}
          stationName={row.StationName}
        />
      ),
      csv: (row) => row.BuyerName,
    },
    csvOnlyColumn('kjoper-id', 'Mottaker ID', (row) => row.BuyerID),
    csvOnlyColumn('mottak', 'Mottaksstasjon', (row) => row.StationName),
    csvOnlyColumn('mottak-id', 'Mottaksstasjon ID', (row) => row.StationID),
    csvOnlyColumn('redskap', 'Redskap', (row) => row.Gear),
    {
      key: 'arter',
      header: 'Arter',
      cell: (row) => speciesSummary(row) || '–',
      csv: (row) => row.Species.map((s) => `${s.Title} ${s.TotalWeight}`).join(', '),
    },
    {
      key: 'vekt',
      header: 'Rundvekt',
      label: 'Rundvekt (kg)',
      align: 'end',
      phone: 'key',
      cell: (row) => formatWeight(row.TotalWeight),
      csv: (row) => row.TotalWeight,
    },
    ...valueColumns<LandingSummary>('verdi', 'Verdi', apiRowValue, 'Beløp for fisker (kr)'),
  ];
}

/** A boat's landings: one row per landing note shown, with the period's totals and averages in the footer. */
export function BoatLandingsTable({
  boatId,
  rows,
  figures,
  caption,
  csvHref,
  moreLink,
  after,
}: {
  boatId: string;
  rows: LandingSummary[];
  /** The whole period's figures (lib/landings/boats/boat-period.ts), whatever rows are shown. */
  figures: BoatPeriodFigures;
  caption: string;
  /** The boat's CSV route: every landing of the period, not only the rows shown. */
  csvHref?: string;
  /** Given the first rows only: the link to all of them (or back). */
  moreLink?: { href: string; text: string };
  /** Under the table: the pages of a long list. */
  after?: React.ReactNode;
}) {
  return (
    <>
      <DataTable
        id="tabell-landinger"
        name="landinger"
        csvHref={csvHref}
        caption={caption}
        rows={rows}
        rowKey={(row) => row.DocumentKey}
        empty="Ingen landinger i perioden."
        rowNoun="landinger"
        moreLink={moreLink}
        columns={boatLandingColumns(boatId)}
        footer={
          <>
            <tr>
              <th scope="row">Sum</th>
              <FooterCell colSpan={3}>{formatNumber(figures.landings)} landinger</FooterCell>
              <FooterCell align="end" phone="key">
                {formatWeight(figures.weight)}
              </FooterCell>
              <FooterCell align="end" label="Verdi">
                <ValueFigure total={figures} />
              </FooterCell>
            </tr>
            <tr>
              <th scope="row">Snitt per landing</th>
              <FooterCell colSpan={3}>
                {figures.pricePerKg != null ? `${formatPrice(figures.pricePerKg)} per kg` : ''}
              </FooterCell>
              <FooterCell align="end" phone="key">
                {formatWeight(figures.averageWeight)}
              </FooterCell>
              <FooterCell align="end" label="Verdi">
                <AverageOfKnown total={figures} figure={formatPrice(figures.averageValue)} />
              </FooterCell>
            </tr>
          </>
        }
      />
      {after}
      <ValueNote totals={[figures, ...rows.map(apiRowValue)]} />
    </>
  );
}
