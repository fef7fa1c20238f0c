import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contactEmail, contentDir } from '@/lib/config';

/**
 * Text pages edited by the operator as Markdown files under `content/` (CONTENT_DIR): `about.md`
 * (/about, Om oss) and `contact.md` (/contact, Kontakt oss). A small, safe subset of Markdown is read
 * (no HTML passes through):
 *
 *   # Title                      the page title (first line)
 *   ## Heading / ### Heading     section headings
 *   - item                       bullet lists
 *   blank line                   paragraph break
 *   **bold**, [text](href)       inline; href is http(s):, mailto: or a path starting with /
 *   {{contact_email}}            replaced by CONTACT_EMAIL (default kontakt@fangstdata.no)
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 2 | 3; text: string; id: string }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'list'; items: Inline[][] };

export interface ContentPage {
  title: string;
  /** The first paragraph as plain text, for the page's meta description. */
  description: string;
  blocks: Block[];
}

export const CONTENT_PAGES = ['about', 'contact'] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The operator's contact address (CONTACT_EMAIL), or the placeholder default. */
export { contactEmail } from '@/lib/config';

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** `Ofte stilte spørsmål` → `ofte-stilte-sporsmal`, for heading anchors. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Bold and links within a line; anything else is text. */
export function parseInline(text: string): Inline[] {
  const inlines: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) inlines.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) inlines.push({ type: 'strong', text: match[1] });
    else if (SAFE_HREF.test(match[3])) inlines.push({ type: 'link', text: match[2], href: match[3] });
    else inlines.push({ type: 'text', text: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) inlines.push({ type: 'text', text: text.slice(last) });
  return inlines;
}

const plain = (inlines: Inline[]) => inlines.map((inline) => inline.text).join('');

export function parseContentPage(markdown: string, variables: Record<string, string> = {}): ContentPage {
  const text = markdown.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole);
  const blocks: Block[] = [];
  let title = '';
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      const level = heading[1].length;
      if (level === 1 && !title) title = heading[2].trim();
      else {
        const headingText = heading[2].trim();
        blocks.push({
          type: 'heading',
          level: level === 3 ? 3 : 2,
          text: headingText,
          id: slug(headingText),
        });
      }
    } else if (item) {
      if (paragraph.length > 0) {
        blocks.push({ type: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
        paragraph = [];
      }
      list = [...(list ?? []), parseInline(item[1])];
    } else if (list && /^\s{2,}/.test(rawLine)) {
      // An indented line continues the list item above it.
      const items: Inline[][] = list;
      const lastItem = items[items.length - 1];
      items[items.length - 1] = parseInline(`${plainOrSource(lastItem)} ${line}`);
    } else {
      if (list) {
        blocks.push({ type: 'list', items: list });
        list = null;
      }
      paragraph.push(line);
    }
  }
  flush();
  const firstParagraph = blocks.find((block) => block.type === 'paragraph');
  return {
    title,
    description: firstParagraph && firstParagraph.type === 'paragraph' ? plain(firstParagraph.inlines) : '',
    blocks,
  };
}

/** Inline content back to its Markdown source (for continued list items). */
function plainOrSource(inlines: Inline[]): string {
  return inlines
    .map((inline) =>
      inline.type === 'strong'
        ? `**${inline.text}**`
        : inline.type === 'link'
          ? `[${inline.text}](${inline.href})`
          : inline.text,
    )
    .join('');
}

/** A content page from `content/{name}.md`; null when the file is missing (the page then says so). */
export async function readContentPage(name: ContentPageName): Promise<ContentPage | null> {
  const file = path.join(contentDir(), `${name}.md`);
  try {
    const markdown = await readFile(file, 'utf8');
    return parseContentPage(markdown, { contact_email: contactEmail() });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.error(`content: cannot read ${file}`, error);
    return null;
  }
}
