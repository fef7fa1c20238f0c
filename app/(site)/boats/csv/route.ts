import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse, toCsv } from '@/lib/csv';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { type BoatListItem } from '@/lib/landings/boats/boats';
import { boatListOptions, parseBoatDirectory } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

const PAGE = 500;
/** A whole national fleet is a few thousand boats; this keeps a runaway request bounded. */
const MAX_ROWS = 20_000;

/** `/boats/csv?…`: the boat directory with the same filters and sort, every page. */
export const GET = csvRoute('boat directory', async (request) => {
  const search = new URL(request.url).searchParams;
  const state = parseBoatDirectory(Object.fromEntries(search));
  const options = { ...boatListOptions(state), count: PAGE };
  const first = await reads.listBoats({ ...options, page: 1 });
  const boats = [...first.boats];
  const pages = Math.ceil(Math.min(first.total, MAX_ROWS) / PAGE);
  for (let page = 2; page <= pages; page++)
    boats.push(...(await reads.listBoats({ ...options, page })).boats);
  const csv = toCsv<BoatListItem>(
    [
      { header: 'Fartøy ID', value: (b) => b.id },
      { header: 'Navn', value: (b) => b.name },
      {
        header: 'Registreringsmerke',
        value: (b) => (b.registrationMark ? displayRegistrationMark(b.registrationMark) : null),
      },
      { header: 'Radiokallesignal', value: (b) => b.radioCallSign },
      { header: 'Største lengde (m)', value: (b) => b.length },
      { header: 'Lengdegruppe', value: (b) => b.lengthGroup },
      { header: 'Redskap', value: (b) => b.gearGroup },
      { header: 'Hjemkommune', value: (b) => b.municipality },
      { header: 'Fylke', value: (b) => b.county },
      { header: 'Siste landing', value: (b) => b.lastLandingDate },
      { header: `Rundvekt ${first.year} (kg)`, value: (b) => b.landedWeight },
      { header: `Verdi ${first.year} (kr)`, value: (b) => b.value },
      { header: `Vekt med kjent verdi ${first.year} (kg)`, value: (b) => b.pricedWeight },
      { header: `Landinger med kjent verdi ${first.year}`, value: (b) => b.pricedLandings },
      { header: `Landinger ${first.year}`, value: (b) => b.landings },
    ],
    boats,
  );
  return csvResponse(`baater-${first.year}.csv`, csv);
});
