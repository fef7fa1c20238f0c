import { EMBED_HEIGHT_MESSAGE } from './embed-code';

/** The element whose height the embed reports (the embed's own content, not the iframe's document). */
export const EMBED_ROOT_ID = 'fangstdata-embed';

/**
 * The embed's one script, inline and without a framework: it tells the page that frames the embed how
 * tall its content is, so the iframe can fit it — `parent.postMessage({ type: 'fangstdata:height',
 * height }, '*')` at once, on load, on resize and when the content changes size (the height is public
 * and harmless, hence `*`). Plain ES2017, written out here rather than compiled, so that it is the same
 * text in every build (its hash goes into the page's Content-Security-Policy) and needs no helpers.
 * The attribute marks it as the script the server keeps when it strips the embed (lib/page-cache/static-embed.ts).
 */
export const EMBED_HEIGHT_SCRIPT_ATTRIBUTE = 'data-embed-height';

export const EMBED_HEIGHT_SCRIPT = `(function () {
  var target = document.getElementById(${JSON.stringify(EMBED_ROOT_ID)});
  var last = -1;
  function height() {
    if (!target) return Math.ceil(document.documentElement.scrollHeight);
    var style = getComputedStyle(target);
    var margins = (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0);
    return Math.ceil(target.getBoundingClientRect().height + margins);
  }
  function post() {
    if (target && !target.isConnected) return;
    var value = height();
    if (value === last) return;
    last = value;
    window.parent.postMessage({ type: ${JSON.stringify(EMBED_HEIGHT_MESSAGE)}, height: value }, '*');
  }
  post();
  window.addEventListener('load', post);
  window.addEventListener('resize', post);
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(target || document.body);
})();`;
