import { renderToStaticMarkup } from 'react-dom/server';
import QuotasPage from '@/app/(site)/kvoter/page';
import BoatPage from '@/app/(site)/boats/[id]/page';
import OwnerPage from '@/app/(site)/owner/[id]/page';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';
import { formatWeight } from '@/lib/format';
import { quotaHoldings } from './quota-holdings';

jest.mock('next/navigation', () => jest.requireActual('../../../tests/helpers/next-navigation-double'));

/** The quota pages rendered on the server from the generated data (the browser tests do the rest). */

let year: number;
generatedStoreForFile(async () => {
  year = await latestLandingYear();
});

const render = async (page: Promise<React.ReactElement>) => renderToStaticMarkup(await page);

describe('quota pages', () => {
  it('/kvoter shows the ten largest groups’ share and the largest vessels', async () => {
    const html = await render(QuotasPage({ searchParams: Promise.resolve({}) }));
    const holdings = await quotaHoldings();
    expect(html).toContain('<h1>Kvoter</h1>');
    expect(html).toContain(`Hvem holder kvotene, ${year}`);
    expect(html).toContain(formatWeight(holdings.totalQuotaWeight));
    expect(html).toContain(holdings.topVessels[0].name!);
    expect(html).toContain('Kilde: Fiskeridirektoratet');
    expect(html).toContain(`/kvoter/csv/eiergrupper?year=${year}`);
  });

  it('the boat page has "Kvoter og fangst" with a bar per line', async () => {
    const [boat] = await queryStore<{ vessel_id: string; lines: number }>(
      `select vessel_id, count(*)::integer as lines from quota_lines where year = $1
       group by vessel_id order by lines desc, vessel_id limit 1`,
      [year],
    );
    const html = await render(
      BoatPage({
        params: Promise.resolve({ id: boat.vessel_id }),
        searchParams: Promise.resolve({ year: String(year) }),
      }),
    );
    expect(html).toContain(`Kvoter og fangst ${year}`);
    expect(html.match(/data-quota-line="/g)).toHaveLength(boat.lines);
  });

  it('a holding company’s page lists the quotas of the vessels it holds through companies', async () => {
    const [holding] = await queryStore<{ owner_id: string }>(
      `select c.owner_id from owner_chains c join quota_lines q on q.vessel_id = c.vessel_id
       where c.depth > 0 group by c.owner_id order by count(*) desc, c.owner_id limit 1`,
    );
    const html = await render(
      OwnerPage({ params: Promise.resolve({ id: holding.owner_id }), searchParams: Promise.resolve({}) }),
    );
    expect(html).toMatch(/Kvoter \d{4}/);
    expect(html).toContain('eid gjennom selskaper');
  });
});
