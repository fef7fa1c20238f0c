import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactEmail, parseContentPage, parseInline, readContentPage, slug } from './pages';

describe('content pages (a safe Markdown subset)', () => {
  it('reads the title, headings, paragraphs and lists', () => {
    const page = parseContentPage(
      [
        '# Om oss',
        '',
        'Første avsnitt',
        'fortsetter her.',
        '',
        '## Ofte stilte spørsmål',
        '- én',
        '- to',
        '### Hvorfor?',
        'Fordi.',
      ].join('\n'),
    );
    expect(page.title).toBe('Om oss');
    expect(page.description).toBe('Første avsnitt fortsetter her.');
    expect(page.blocks).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Første avsnitt fortsetter her.' }] },
      { type: 'heading', level: 2, text: 'Ofte stilte spørsmål', id: 'ofte-stilte-sporsmal' },
      { type: 'list', items: [[{ type: 'text', text: 'én' }], [{ type: 'text', text: 'to' }]] },
      { type: 'heading', level: 3, text: 'Hvorfor?', id: 'hvorfor' },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Fordi.' }] },
    ]);
  });

  it('reads bold and links, and keeps unsafe links as text', () => {
    expect(
      parseInline('Se **NLOD** og [API](/api-dokumentasjon), ikke [dette](javascript:alert(1)).'),
    ).toEqual([
      { type: 'text', text: 'Se ' },
      { type: 'strong', text: 'NLOD' },
      { type: 'text', text: ' og ' },
      { type: 'link', text: 'API', href: '/api-dokumentasjon' },
      { type: 'text', text: ', ikke ' },
      { type: 'text', text: 'dette' },
      { type: 'text', text: ').' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('<script>alert(1)</script>')).toEqual([
      { type: 'text', text: '<script>alert(1)</script>' },
    ]);
  });

  it('fills in the contact address, configurable by CONTACT_EMAIL', () => {
    expect(contactEmail({})).toBe('kontakt@fangstdata.no');
    expect(contactEmail({ CONTACT_EMAIL: 'post@example.no' })).toBe('post@example.no');
    expect(contactEmail({ CONTACT_EMAIL: 'not an address' })).toBe('kontakt@fangstdata.no');
    const page = parseContentPage('# K\n\nSkriv til [{{contact_email}}](mailto:{{contact_email}}).', {
      contact_email: 'post@example.no',
    });
    expect(page.blocks[0]).toEqual({
      type: 'paragraph',
      inlines: [
        { type: 'text', text: 'Skriv til ' },
        { type: 'link', text: 'post@example.no', href: 'mailto:post@example.no' },
        { type: 'text', text: '.' },
      ],
    });
  });

  it('makes anchors of Norwegian headings', () => {
    expect(slug('Hvor ofte oppdateres dataene?')).toBe('hvor-ofte-oppdateres-dataene');
    expect(slug('Fant du en feil?')).toBe('fant-du-en-feil');
    expect(slug('Æ Ø Å é')).toBe('ae-o-a-e');
  });

  it('has real about and contact pages in content/', async () => {
    const about = await readContentPage('about');
    const contact = await readContentPage('contact');
    expect(about?.title).toBe('Om Fangstdata');
    const aboutText = JSON.stringify(about);
    for (const needle of ['Fiskeridirektoratet', 'NLOD', 'oppdaterer', 'kontakt@fangstdata.no']) {
      expect(aboutText).toContain(needle);
    }
    expect(contact?.title).toBe('Kontakt oss');
    expect(
      contact?.blocks.some((block) => block.type === 'heading' && block.text === 'Ofte stilte spørsmål'),
    ).toBe(true);
    expect(JSON.stringify(contact)).toContain('mailto:kontakt@fangstdata.no');
    // No placeholder is left unreplaced.
    for (const name of ['about', 'contact']) {
      const source = readFileSync(path.join(process.cwd(), 'content', `${name}.md`), 'utf8');
      expect(
        source.match(/\{\{(\w+)\}\}/g)?.every((placeholder) => placeholder === '{{contact_email}}') ?? true,
      ).toBe(true);
    }
  });

  it('gives null for a missing page', async () => {
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = path.join(process.cwd(), 'does-not-exist');
    try {
      expect(await readContentPage('about')).toBeNull();
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
  });
});
