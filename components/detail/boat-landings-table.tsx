import Link from 'next/link';
import type { LandingSummary } from '@/lib/landings/landing-document-lists';
import { formatDate, formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { entityPath } from '@/lib/seo/site-url';
import type { LandingTotals } from './boat-landings-data';
import { DataTable, FooterCell } from '@/components/ui/data-table';
import { BuyerStation } from './landing-links';
import { AverageOfKnown, ValueFigure, ValueNote } from '@/components/ui/value-figure';
import { apiRowValue } from '@/lib/landings/value-coverage';

/** The species of a landing, heaviest first: the first three by name and weight, then how many more. */
export function speciesSummary(row: Pick<LandingSummary, 'Species'>, shown = 3): string {
  const named = row.Species.slice(0, shown).map((s) => `${s.Title} ${formatWeight(s.TotalWeight)}`);
  const more = row.Species.length - shown;
  return more > 0 ? `${named.join(', ')} + ${more} til` : named.join(', ');
}

/** A boat's landings: one row per landing note, with totals and averages in the footer. */
export function BoatLandingsTable({
  boatId,
  rows,
  totals,
  caption,
  csvHref,
  moreLink,
}: {
  boatId: string;
  rows: LandingSummary[];
  totals: LandingTotals;
  caption: string;
  /** The boat's CSV route: every landing of the period, not only the rows shown. */
  csvHref?: string;
  /** Given the first rows only: the link to all of them (or back). */
  moreLink?: { href: string; text: string };
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
        columns={[
          {
            key: 'dato',
            header: 'Dato',
            rowHeader: true,
            cell: (row) => (
              <Link
                href={entityPath.landing(boatId, row.DocumentKey)}
                aria-label={`Landing ${formatDate(row.LandingDate)}, detaljer`}
              >
                {formatDate(row.LandingDate)}
              </Link>
            ),
          },
          { key: 'kommune', header: 'Kommune', cell: (row) => row.Municipality ?? '–' },
          {
            key: 'kjoper',
            header: 'Kjøper og mottak',
            cell: (row) => (
              <BuyerStation
                buyerId={row.BuyerID}
                buyerName={row.BuyerName}
                stationId={row.StationID}
                stationName={row.StationName}
              />
            ),
          },
          { key: 'arter', header: 'Arter', cell: (row) => speciesSummary(row) || '–' },
          {
            key: 'vekt',
            header: 'Rundvekt',
            align: 'end',
            phone: 'key',
            cell: (row) => formatWeight(row.TotalWeight),
          },
          {
            key: 'verdi',
            header: 'Verdi',
            align: 'end',
            cell: (row) => <ValueFigure total={apiRowValue(row)} />,
          },
        ]}
        footer={
          <>
            <tr>
              <th scope="row">Sum</th>
              <FooterCell colSpan={3}>{formatNumber(totals.count)} landinger</FooterCell>
              <FooterCell align="end" phone="key">
                {formatWeight(totals.totalWeight)}
              </FooterCell>
              <FooterCell align="end" label="Verdi">
                <ValueFigure total={totals.valueTotal} />
              </FooterCell>
            </tr>
            <tr>
              <th scope="row">Snitt per landing</th>
              <FooterCell colSpan={3}>
                {totals.pricePerKg != null ? `${formatPrice(totals.pricePerKg)} per kg` : ''}
              </FooterCell>
              <FooterCell align="end" phone="key">
                {formatWeight(totals.averageWeight)}
              </FooterCell>
              <FooterCell align="end" label="Verdi">
                <AverageOfKnown total={totals.valueTotal} figure={formatPrice(totals.averageValue)} />
              </FooterCell>
            </tr>
          </>
        }
      />
      <ValueNote totals={[totals.valueTotal, ...rows.map(apiRowValue)]} />
    </>
  );
}
