import { generateMetadata as boatsMetadata } from '@/app/(site)/boats/page';
import { generateMetadata as quotasMetadata } from '@/app/(site)/kvoter/page';
import { listPageMetadata } from './list-page-metadata';
import { absoluteUrl } from './site-url';

describe('a list page’s metadata', () => {
  it('names the plain list as canonical, and keeps filtered copies out of the index', () => {
    const plain = listPageMetadata({
      title: 'Kvoter',
      description: 'd',
      canonicalPath: '/kvoter',
      noindex: false,
    });
    expect(plain.alternates?.canonical).toBe(absoluteUrl('/kvoter'));
    expect(plain.robots).toBeUndefined();
    const filtered = listPageMetadata({
      title: 'Kvoter',
      description: 'd',
      canonicalPath: '/kvoter',
      noindex: true,
    });
    expect(filtered.robots).toEqual({ index: false, follow: true });
  });

  it('is what the pages say: /kvoter filtered by year, /boats on a later page', async () => {
    const quotas = await quotasMetadata({ searchParams: Promise.resolve({ year: '2024' }) });
    expect(quotas.robots).toEqual({ index: false, follow: true });
    expect(quotas.alternates?.canonical).toBe(absoluteUrl('/kvoter'));
    expect((await quotasMetadata({ searchParams: Promise.resolve({}) })).robots).toBeUndefined();
    const boats = await boatsMetadata({ searchParams: Promise.resolve({ page: '3' }) });
    expect(boats.title).toBe('Alle båter – side 3');
    expect(boats.alternates?.canonical).toBe(absoluteUrl('/boats?page=3'));
  });
});
