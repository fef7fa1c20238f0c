import { csvNotFound, csvRoute } from '@/lib/api/csv-route';
import { toCsv, csvResponse } from '@/lib/csv';
import type { LandingSummary } from '@/lib/landings/landing-document-lists';
import { osloToday, periodParamsOf, resolvePeriod } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';
import { PRICED_WEIGHT_LABEL } from '@/components/ui/value-columns';

export const dynamic = 'force-dynamic';

/** `/boats/{id}/csv?from=…&to=…` (or `?year=…`): every landing of the boat in the period. */
export const GET = csvRoute<{ id: string }>('boat landings', async (request, { id }) => {
  const search = new URL(request.url).searchParams;
  const years = await reads.boatYears(id);
  const period = resolvePeriod(periodParamsOf(search), {
    today: osloToday(),
    dataYears: years.map((y) => y.year),
  });
  const landings = await reads.boatLandings(id, { FromDate: period.from, ToDate: period.to });
  if (!landings) throw csvNotFound('Fant ikke båten');
  const csv = toCsv<LandingSummary>(
    [
      { header: 'Landingsdato', value: (row) => row.LandingDate },
      { header: 'Dokumentnummer', value: (row) => row.DocumentNumber },
      { header: 'Landingskommune', value: (row) => row.Municipality },
      { header: 'Landingsfylke', value: (row) => row.County },
      { header: 'Kjøper', value: (row) => row.BuyerName },
      { header: 'Mottaker ID', value: (row) => row.BuyerID },
      { header: 'Mottaksstasjon', value: (row) => row.StationName },
      { header: 'Mottaksstasjon ID', value: (row) => row.StationID },
      { header: 'Redskap', value: (row) => row.Gear },
      { header: 'Arter', value: (row) => row.Species.map((s) => `${s.Title} ${s.TotalWeight}`).join(', ') },
      { header: 'Rundvekt (kg)', value: (row) => row.TotalWeight },
      { header: 'Beløp for fisker (kr)', value: (row) => row.Price },
      { header: PRICED_WEIGHT_LABEL, value: (row) => row.PricedWeight },
    ],
    landings.rows,
  );
  const name = (landings.boat.name ?? landings.boat.id).toLowerCase();
  return csvResponse(`landinger-${name}-${period.from}-${period.to}.csv`, csv);
});
