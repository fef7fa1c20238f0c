import { parseAccent, type EmbedTheme } from '@/lib/url-state/embed';

/**
 * The address and the HTML snippet of an embedded top list (`/topoffloads/embed/{id}`), and the
 * message an embed sends its parent page so the iframe can fit its content.
 */

export const EMBED_HEIGHT_MESSAGE = 'fangstdata:height';

export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  height: number;
}

export interface EmbedOptions {
  theme?: EmbedTheme;
  /** Accent colour, `#rrggbb` or `rrggbb`. */
  accent?: string | null;
  /** The measure shown, when not Total vekt. */
  measure?: string | null;
}

export function embedUrl(origin: string, id: string, options: EmbedOptions = {}): string {
  const params = new URLSearchParams();
  params.set('theme', options.theme ?? 'light');
  const accent = parseAccent(options.accent);
  if (accent) params.set('accent', accent);
  if (options.measure && options.measure !== 'weight') params.set('measure', options.measure);
  return `${origin}/topoffloads/embed/${encodeURIComponent(id)}?${params.toString()}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An iframe for the embed, and a small script that sets its height from the embed's messages (only
 * from the iframe it belongs to). The iframe works without the script, at its initial height.
 */
export function embedSnippet(origin: string, id: string, options: EmbedOptions = {}): string {
  const src = embedUrl(origin, id, options);
  return [
    `<iframe src="${escapeAttribute(src)}" title="Topp landing – Fangstdata" width="100%" height="640" style="border:0;width:100%" loading="lazy" data-fangstdata-embed="${escapeAttribute(id)}"></iframe>`,
    `<script>window.addEventListener("message",function(e){var d=e.data;if(!d||d.type!=="${EMBED_HEIGHT_MESSAGE}")return;document.querySelectorAll("iframe[data-fangstdata-embed]").forEach(function(f){if(f.contentWindow===e.source)f.style.height=d.height+"px"})});</script>`,
  ].join('\n');
}
