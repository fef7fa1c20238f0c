import {
  parseSitemapFileName,
  SITEMAP_URL_LIMIT,
  sitemapFileCount,
  sitemapIndexXml,
  sitemapSlice,
  urlsetXml,
} from './sitemap';

describe('splitting the sitemap', () => {
  it('needs one file up to 50,000 URLs and one more per 50,000 after', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(150_000)).toBe(3);
  });

  it('puts the fixed pages first, then the entities, without gaps or overlaps', () => {
    const fixed = 5;
    const entities = 120_003;
    const files = sitemapFileCount(fixed + entities);
    expect(files).toBe(3);
    const slices = Array.from({ length: files }, (_, i) => sitemapSlice(i, fixed, entities)!);
    expect(slices[0]).toEqual({ staticStart: 0, staticEnd: 5, entityOffset: 0, entityLimit: 49_995 });
    expect(slices[1]).toEqual({ staticStart: 5, staticEnd: 5, entityOffset: 49_995, entityLimit: 50_000 });
    expect(slices[2]).toEqual({ staticStart: 5, staticEnd: 5, entityOffset: 99_995, entityLimit: 20_008 });
    let next = 0;
    for (const slice of slices) {
      expect(slice.entityOffset).toBe(next);
      next += slice.entityLimit;
      expect(slice.staticEnd - slice.staticStart + slice.entityLimit).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    }
    expect(next).toBe(entities);
    expect(sitemapSlice(3, fixed, entities)).toBeNull();
    expect(sitemapSlice(-1, fixed, entities)).toBeNull();
  });

  it('works with a small limit too (the same arithmetic)', () => {
    const slices = [0, 1, 2].map((i) => sitemapSlice(i, 2, 7, 4));
    expect(slices).toEqual([
      { staticStart: 0, staticEnd: 2, entityOffset: 0, entityLimit: 2 },
      { staticStart: 2, staticEnd: 2, entityOffset: 2, entityLimit: 4 },
      { staticStart: 2, staticEnd: 2, entityOffset: 6, entityLimit: 1 },
    ]);
  });

  it('reads file names like 3.xml only', () => {
    expect(parseSitemapFileName('0.xml')).toBe(0);
    expect(parseSitemapFileName('12.xml')).toBe(12);
    expect(parseSitemapFileName('x.xml')).toBeNull();
    expect(parseSitemapFileName('1.xml.gz')).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations', () => {
    const xml = urlsetXml([
      { loc: 'https://fangstdata.no/boats/1', lastmod: '2025-12-31', changefreq: 'weekly', priority: 0.7 },
      { loc: 'https://fangstdata.no/firm?vis=rederier&x=1' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://fangstdata.no/boats/1</loc><lastmod>2025-12-31</lastmod><changefreq>weekly</changefreq><priority>0.7</priority></url>',
    );
    expect(xml).toContain('<loc>https://fangstdata.no/firm?vis=rederier&amp;x=1</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://fangstdata.no/sitemap/0.xml' },
      { loc: 'https://fangstdata.no/sitemap/1.xml' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});
