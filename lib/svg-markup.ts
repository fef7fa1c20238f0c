/**
 * SVG drawings as markup strings, for the server's maps.
 *
 * Why not React elements: a map is hundreds of dots, paths and tooltips that never change in the
 * browser. As React elements each one travels twice (in the HTML and again in the page's RSC payload,
 * as JSON about twice the size) and is hydrated one by one. As one string inside the `<svg>`
 * (`dangerouslySetInnerHTML`), it travels once more as a single string and React hydrates the `<svg>`
 * alone. Everything that comes from data goes through `escapeMarkup`; tag and attribute names are the
 * caller's constants and are checked.
 */

export type SvgAttributes = Record<string, string | number | null | undefined | false>;

const NAME = /^[a-zA-Z][a-zA-Z0-9:-]*$/;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside an element or a double-quoted attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`not an SVG tag or attribute name: ${JSON.stringify(name)}`);
  return name;
}

/**
 * `<tag a="1">inner</tag>`, or `<tag a="1"/>` without inner markup. Attributes that are null, undefined
 * or false are left out; `inner` must already be markup (from svgElement or escapeMarkup).
 */
export function svgElement(tag: string, attributes: SvgAttributes = {}, inner = ''): string {
  let open = `<${checkedName(tag)}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    open += ` ${checkedName(name)}="${escapeMarkup(String(value))}"`;
  }
  return inner ? `${open}>${inner}</${tag}>` : `${open}/>`;
}

/** A `<title>` (the browser's tooltip) with `text` escaped. */
export function svgTitle(text: string): string {
  return `<title>${escapeMarkup(text)}</title>`;
}
