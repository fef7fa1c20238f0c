import { osloOffsetMs } from '@/lib/format';

/**
 * Atom feeds (RFC 4287) as text: the site's feeds of landing notes (./landing-feed.ts). Every text is
 * escaped for XML and stripped of the characters XML 1.0 cannot hold at all (control characters, lone
 * surrogates), so a name in the data can never break a feed or smuggle markup into it.
 */

export interface AtomEntry {
  /** A stable IRI: the same note keeps it across ingests and corrections. */
  id: string;
  title: string;
  /** The entry's page (absolute URL). */
  link: string;
  /** RFC 3339 date-time. */
  updated: string;
  summary: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own address (absolute). */
  selfUrl: string;
  /** The page the feed follows (absolute). */
  pageUrl: string;
  /** RFC 3339 date-time: the newest entry's, or when the data was last updated. */
  updated: string;
  author: string;
  rights: string;
  entries: AtomEntry[];
}

// Tab, line feed and carriage return are the only characters below U+0020 that XML 1.0 allows.
const NOT_XML_CHARACTER =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content or an attribute value. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHARACTER, '').replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}" href="${xmlText(href)}"${type ? ` type="${type}"` : ''}/>`;

export function atomXml(feed: AtomFeed): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nb">',
    `  ${element('id', feed.id)}`,
    `  ${element('title', feed.title)}`,
    ...(feed.subtitle ? [`  ${element('subtitle', feed.subtitle)}`] : []),
    `  ${link('self', feed.selfUrl, 'application/atom+xml')}`,
    `  ${link('alternate', feed.pageUrl, 'text/html')}`,
    `  ${element('updated', feed.updated)}`,
    `  <author>${element('name', feed.author)}</author>`,
    `  ${element('rights', feed.rights)}`,
    ...feed.entries.flatMap((entry) => [
      '  <entry>',
      `    ${element('id', entry.id)}`,
      `    ${element('title', entry.title)}`,
      `    ${link('alternate', entry.link, 'text/html')}`,
      `    ${element('updated', entry.updated)}`,
      `    ${element('summary', entry.summary)}`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}

/**
 * A Norwegian calendar date (and wall-clock time, when known) as an RFC 3339 instant with Oslo's
 * offset at that time: `2020-03-05T14:05:00+01:00`.
 */
export function osloDateTime(date: string, time?: string | null): string {
  const clock =
    time && /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? (time.length === 5 ? `${time}:00` : time) : '00:00:00';
  // The wall time read as UTC, moved back by Oslo's offset there, is the instant; its offset is Oslo's.
  const wall = new Date(`${date}T${clock}Z`);
  const offsetMinutes = osloOffsetMs(new Date(wall.getTime() - osloOffsetMs(wall))) / 60_000;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const two = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${date}T${clock}${sign}${two(offsetMinutes / 60)}:${two(offsetMinutes % 60)}`;
}
