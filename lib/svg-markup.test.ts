import fc from 'fast-check';
import { escapeMarkup, svgElement, svgTitle } from './svg-markup';

const unescape = (markup: string) =>
  markup
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('SVG markup', () => {
  it('writes elements with their attributes, leaving out the empty ones', () => {
    expect(svgElement('circle', { cx: 1.5, cy: 0, r: 4, style: null, class: undefined, hidden: false })).toBe(
      '<circle cx="1.5" cy="0" r="4"/>',
    );
    expect(svgElement('circle', { r: 4 }, svgTitle('Garn: 12,3 t'))).toBe(
      '<circle r="4"><title>Garn: 12,3 t</title></circle>',
    );
  });

  it('escapes what comes from data, in text and in attributes', () => {
    const hostile = `<img src=x onerror="alert(1)">'&`;
    expect(svgTitle(hostile)).toBe('<title>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;</title>');
    expect(svgElement('path', { d: hostile })).toBe(
      '<path d="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;"/>',
    );
  });

  it('refuses a tag or attribute name that is not one', () => {
    expect(() => svgElement('circle onload=alert(1)')).toThrow(/not an SVG tag or attribute name/);
    expect(() => svgElement('circle', { 'r="1" onload': 1 })).toThrow(/not an SVG tag or attribute name/);
  });

  it('any text survives escaping unchanged, and its escaped form cannot end a tag or an attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(unescape(escaped)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
