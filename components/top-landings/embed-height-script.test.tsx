/** @jest-environment jsdom */
import { parseAccent, parseTheme } from '@/lib/url-state/embed';
import { embedSnippet, embedUrl, EMBED_HEIGHT_MESSAGE } from './embed-code';
import { EMBED_HEIGHT_SCRIPT, EMBED_ROOT_ID } from './embed-height-script';

class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

let height = 400;
let postMessage: jest.SpyInstance;

beforeEach(() => {
  FakeResizeObserver.instances = [];
  (global as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
  // In jsdom a window without a parent is its own parent.
  postMessage = jest.spyOn(window, 'postMessage').mockImplementation(() => {});
  height = 400;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        height,
        width: 600,
        top: 0,
        left: 0,
        bottom: height,
        right: 600,
        x: 0,
        y: 0,
        toJSON() {},
      }) as DOMRect,
  );
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The embed's content with its script run as the browser runs it, inline after the content. */
function renderEmbed() {
  document.body.innerHTML = `<div id="${EMBED_ROOT_ID}"><p>innhold</p></div>`;
  window.eval(EMBED_HEIGHT_SCRIPT);
}

describe('the embed height script', () => {
  it('posts its height to the parent page at once', () => {
    renderEmbed();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'fangstdata:height', height: 400 }, '*');
    expect(EMBED_HEIGHT_MESSAGE).toBe('fangstdata:height');
  });

  it('posts again on resize and load, only when the height changed', () => {
    renderEmbed();
    window.dispatchEvent(new Event('resize'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    height = 512.4;
    window.dispatchEvent(new Event('resize'));
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'fangstdata:height', height: 513 }, '*');
    window.dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('watches the content for size changes', () => {
    renderEmbed();
    const observer = FakeResizeObserver.instances.at(-1)!;
    expect(observer.observed[0]).toBe(document.getElementById(EMBED_ROOT_ID));
    height = 900;
    observer.fire();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'fangstdata:height', height: 900 }, '*');
  });
});

describe('embed code', () => {
  it('builds the embed address with theme, accent and measure', () => {
    expect(embedUrl('https://fangstdata.no', 'abc123XYZ00')).toBe(
      'https://fangstdata.no/topoffloads/embed/abc123XYZ00?theme=light',
    );
    expect(
      embedUrl('https://fangstdata.no', 'abc123XYZ00', {
        theme: 'dark',
        accent: '#0B3954',
        measure: 'fish:1022',
      }),
    ).toBe(
      'https://fangstdata.no/topoffloads/embed/abc123XYZ00?theme=dark&accent=0b3954&measure=fish%3A1022',
    );
  });

  it('reads theme and accent defensively', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('neon')).toBe('light');
    // #aabbcc becomes the nearest colour of the palette.
    expect(parseAccent('#ABC')).toBe('9467bd');
    expect(parseAccent('0b3954')).toBe('0b3954');
    expect(parseAccent('red;background:url(x)')).toBeNull();
  });

  it('gives an iframe and a script that sizes only its own iframe', () => {
    const snippet = embedSnippet('https://fangstdata.no', 'abc123XYZ00', { theme: 'dark' });
    expect(snippet).toContain(
      '<iframe src="https://fangstdata.no/topoffloads/embed/abc123XYZ00?theme=dark" title="Topp landing – Fangstdata"',
    );
    expect(snippet).toContain('data-fangstdata-embed="abc123XYZ00"');
    expect(snippet).toContain('"fangstdata:height"');
    expect(snippet).toContain('f.contentWindow===e.source');
  });
});
