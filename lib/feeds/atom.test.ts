import { XMLParser } from 'fast-xml-parser';
import { atomXml, osloDateTime, xmlText, type AtomFeed } from './atom';

const HOSTILE = `Ship & Co <script>alert("x")</script> ]]> 'quoted' \u0000\u0007\uFFFE \uD800 end`;

const feed = (title: string): AtomFeed => ({
  id: 'https://fangstdata.test/boats/1/atom.xml',
  title,
  subtitle: title,
  selfUrl: 'https://fangstdata.test/boats/1/atom.xml?a=1&b=<2>',
  pageUrl: 'https://fangstdata.test/boats/1',
  updated: '2020-09-02T00:00:00+02:00',
  author: 'Fangstdata',
  rights: 'Kilde: Fiskeridirektoratet',
  entries: [
    {
      id: 'tag:fangstdata.test,2026:sluttseddel/1-2-0-2020',
      title,
      link: 'https://fangstdata.test/boats/1/landing/1-2-0-2020',
      updated: '2020-09-02T14:05:00+02:00',
      summary: title,
    },
  ],
});

describe('atomXml', () => {
  it('keeps hostile names as text: no markup gets through and the XML stays well formed', () => {
    const xml = atomXml(feed(HOSTILE));
    expect(xml).not.toContain('<script>');
    expect(xml).not.toMatch(/[\u0000\u0007\uFFFE]/);
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(xml);
    const expected = `Ship & Co <script>alert("x")</script> ]]> 'quoted'   end`;
    expect(parsed.feed.title).toBe(expected);
    expect(parsed.feed.entry.title).toBe(expected);
    expect(parsed.feed.entry.summary).toBe(expected);
    expect(parsed.feed.link[0]['@_href']).toBe('https://fangstdata.test/boats/1/atom.xml?a=1&b=<2>');
    expect(parsed.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(xmlText('Fisk 🐟 & sjø')).toBe('Fisk 🐟 &amp; sjø');
  });
});

describe('osloDateTime', () => {
  it('writes a landing day and time with Oslo’s offset of that day, summer and winter', () => {
    expect(osloDateTime('2020-07-01', '14:05:00')).toBe('2020-07-01T14:05:00+02:00');
    expect(osloDateTime('2020-01-15', '06:30')).toBe('2020-01-15T06:30:00+01:00');
    expect(osloDateTime('2020-01-15', null)).toBe('2020-01-15T00:00:00+01:00');
    expect(osloDateTime('2020-01-15', 'garbage')).toBe('2020-01-15T00:00:00+01:00');
  });
});
