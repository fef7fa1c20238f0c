import { parseFirmDirectory } from '@/lib/url-state';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse, toCsv } from '@/lib/csv';
import { type OwnerListItem } from '@/lib/landings/search/directories';
import { type FirmListItem } from '@/lib/landings/receivers/firms';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

const PAGE = 500;
const MAX_ROWS = 20_000;

async function allPages<T>(load: (page: number) => Promise<{ total: number; rows: T[] }>): Promise<T[]> {
  const first = await load(1);
  const rows = [...first.rows];
  const pages = Math.ceil(Math.min(first.total, MAX_ROWS) / PAGE);
  for (let page = 2; page <= pages; page++) rows.push(...(await load(page)).rows);
  return rows;
}

/** `/firm/csv` (buying firms) or `/firm/csv?vis=rederier` (boat owners), as on the /firm page. */
export const GET = csvRoute('firm directory', async (request) => {
  // The page's own URL schema: the same tab, year and (trimmed, bounded) name filter as /firm.
  const state = parseFirmDirectory(new URL(request.url).searchParams);
  const year = state.year ?? undefined;
  if (state.tab === 'rederier') {
    let listYear = year ?? 0;
    const owners = await allPages<OwnerListItem>(async (page) => {
      const list = await reads.listOwners({
        page,
        count: PAGE,
        year,
        name: state.q || undefined,
        companiesOnly: !state.persons,
      });
      listYear = list.year;
      return { total: list.total, rows: list.owners };
    });
    const csv = toCsv<OwnerListItem>(
      [
        { header: 'Plass', value: (o) => o.rank },
        { header: 'Eier ID', value: (o) => o.id },
        { header: 'Navn', value: (o) => o.name },
        { header: 'Organisasjonsnummer', value: (o) => o.organisationNumber },
        { header: 'Postnummer', value: (o) => o.postalCode },
        { header: 'Poststed', value: (o) => o.city },
        { header: 'Båter nå', value: (o) => o.currentBoats },
        { header: `Rundvekt ${listYear} (kg)`, value: (o) => o.landedWeight },
        { header: `Verdi ${listYear} (kr)`, value: (o) => o.value },
        { header: `Vekt med kjent verdi ${listYear} (kg)`, value: (o) => o.pricedWeight },
        { header: `Landinger ${listYear}`, value: (o) => o.landings },
        { header: `Landinger med kjent verdi ${listYear}`, value: (o) => o.pricedLandings },
      ],
      owners,
    );
    return csvResponse(`baateiere-${listYear}.csv`, csv);
  }
  let listYear = year ?? 0;
  const firms = await allPages<FirmListItem>(async (page) => {
    const list = await reads.listFirms({ page, count: PAGE, year });
    listYear = list.year;
    return { total: list.total, rows: list.firms };
  });
  const stations = await reads.stationsOfFirms(firms.map((firm) => firm.id));
  const csv = toCsv<FirmListItem>(
    [
      { header: 'Plass', value: (f) => f.rank },
      { header: 'Mottaker ID', value: (f) => f.id },
      { header: 'Navn', value: (f) => f.name },
      { header: 'Sted', value: (f) => f.city },
      {
        header: 'Mottaksstasjoner',
        value: (f) => (stations.get(f.id) ?? []).map((s) => `${s.name ?? ''} (${s.id})`).join(', '),
      },
      { header: `Rundvekt ${listYear} (kg)`, value: (f) => f.receivedWeight },
      { header: `Verdi ${listYear} (kr)`, value: (f) => f.value },
      { header: `Vekt med kjent verdi ${listYear} (kg)`, value: (f) => f.pricedWeight },
      { header: `Landinger ${listYear}`, value: (f) => f.landings },
      { header: `Landinger med kjent verdi ${listYear}`, value: (f) => f.pricedLandings },
      { header: `Båter ${listYear}`, value: (f) => f.boats },
    ],
    firms,
  );
  return csvResponse(`fiskekjopere-${listYear}.csv`, csv);
});
