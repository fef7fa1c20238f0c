/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { mountLeafletMap } from './leaflet-map';
import { readDrawnMap } from './drawn-map-data';
import { configuredTileLayer, GeoMap, type GeoMapProps } from './geo-map';
import { standaloneMapSvg } from './map-drawing';

// Leaflet itself needs a real browser (the e2e tests); here only when it is asked for.
jest.mock('./leaflet-map', () => ({ mountLeafletMap: jest.fn(async () => () => {}) }));

const points = [
  {
    key: 'a',
    latitude: 67.9,
    longitude: 13.5,
    label: 'Vestfjorden, lokasjon 00-10',
    weight: 40_000,
    detail: '40,0 t',
  },
  {
    key: 'b',
    latitude: 70.8,
    longitude: 24.0,
    label: 'Vest-Finnmark, lokasjon 04-13',
    weight: 10_000,
    detail: '10,0 t',
  },
];

/** A catch map of `points` on the bundled coastline, unless the test says otherwise. */
function renderMap(props: Partial<GeoMapProps> = {}) {
  return render(
    <GeoMap
      id="kart"
      kind="catch"
      title="Fangstfelt"
      summary="…"
      points={points}
      listTitle="Liste"
      tiles={null}
      interactive={false}
      {...props}
    />,
  );
}

describe('GeoMap', () => {
  it('lists the first points only, with what the list leaves out, when told to', () => {
    renderMap({ listLimit: 1, listRest: <p>Kartet viser 2 felt.</p> });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vestfjorden, lokasjon 00-10: 40,0 t',
    ]);
    expect(screen.getByText('Kartet viser 2 felt.')).toBeInTheDocument();
    // A drawing's own dots are not cut: the map still shows both.
    expect(document.querySelectorAll('svg circle')).toHaveLength(2);
  });

  it('says nothing more when every point fits the list', () => {
    renderMap({ listLimit: 5, listRest: <p>Kartet viser 2 felt.</p> });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Kartet viser 2 felt.')).toBeNull();
  });

  it('draws the bundled coastline with Norway, and a dot per catch location sized by weight', () => {
    const { container } = renderMap({ summary: 'To felt.' });
    const image = screen.getByRole('img', { name: /Fangstfelt/ });
    expect(image).toHaveAttribute('viewBox', '0 0 640 520');
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(3);
    expect(container.querySelector('svg image')).toBeNull();
    const dots = [...container.querySelectorAll('svg circle')];
    expect(dots).toHaveLength(2);
    const radius = (label: string) =>
      Number(
        dots.find((dot) => dot.querySelector('title')?.textContent?.startsWith(label))!.getAttribute('r'),
      );
    expect(radius('Vestfjorden')).toBeGreaterThan(radius('Vest-Finnmark'));
    // Every dot is inside the picture.
    for (const dot of dots) {
      const cx = Number(dot.getAttribute('cx'));
      const cy = Number(dot.getAttribute('cy'));
      expect(cx).toBeGreaterThan(0);
      expect(cx).toBeLessThan(640);
      expect(cy).toBeGreaterThan(0);
      expect(cy).toBeLessThan(520);
    }
    // North is up: Finnmark above Lofoten.
    const cy = (label: string) =>
      Number(
        dots.find((dot) => dot.querySelector('title')?.textContent?.startsWith(label))!.getAttribute('cy'),
      );
    expect(cy('Vest-Finnmark')).toBeLessThan(cy('Vestfjorden'));
    expect(screen.getByText(/Forenklet kystlinje · Kilde: Fiskeridirektoratet/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Vestfjorden, lokasjon 00-10: 40,0 t',
    );
  });

  it('uses a configured tile layer instead of the coastline', () => {
    const tiles = { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Eksempel' };
    const { container } = renderMap({
      kind: 'station',
      title: 'Mottak',
      summary: 'Ett mottak.',
      points: points.slice(0, 1),
      tiles,
    });
    const images = [...container.querySelectorAll('svg image')];
    expect(images.length).toBeGreaterThan(0);
    expect(images[0].getAttribute('href')).toMatch(/^https:\/\/tiles\.example\.org\/\d+\/\d+\/\d+\.png$/);
    expect(screen.getByText(/© Eksempel/)).toBeInTheDocument();
  });

  it('shows Norway when there are no points', () => {
    const { container } = renderMap({ summary: 'Ingen felt.', points: [] });
    expect(container.querySelectorAll('svg circle')).toHaveLength(0);
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(3);
    expect(screen.queryByText('Liste')).toBeNull();
  });

  it('draws a track under coloured boat dots, with a legend', () => {
    const { container } = renderMap({
      kind: 'boat',
      title: 'Spor',
      summary: 'Ett spor.',
      points: [{ ...points[0], color: 'rgb(1, 2, 3)', weight: undefined }],
      lines: [
        {
          key: 't',
          label: 'Siste posisjoner',
          path: [
            [67.0, 12.0],
            [68.0, 13.0],
            [69.0, 15.0],
          ],
        },
      ],
      legend: [{ label: 'Konvensjonelle', color: 'rgb(1, 2, 3)' }],
    });
    const track = container.querySelector('svg path title');
    expect(container.querySelector('svg circle')).toHaveStyle({ fill: 'rgb(1, 2, 3)' });
    expect([...container.querySelectorAll('svg path title')].map((t) => t.textContent)).toContain(
      'Siste posisjoner',
    );
    expect(track).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Fargeforklaring' })).toHaveTextContent('Konvensjonelle');
  });

  it('keeps the drawing until the map comes into view, then loads the interactive map', () => {
    const observed: Element[] = [];
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    };
    try {
      const { container } = renderMap({ interactive: true });
      const box = container.querySelector('[data-map-state]');
      expect(box).toHaveAttribute('data-map-state', 'drawing');
      expect(observed).toEqual([box]);
      // The SVG stays the picture (and is inside the box Leaflet will use).
      expect(box!.querySelector('svg')).not.toBeNull();
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  it('reads the tile layer from MAP_TILE_URL only when it is an http(s) XYZ template', () => {
    expect(configuredTileLayer({})).toBeNull();
    expect(configuredTileLayer({ MAP_TILE_URL: 'javascript:alert(1)/{z}' })).toBeNull();
    expect(configuredTileLayer({ MAP_TILE_URL: 'https://t.example/tiles.png' })).toBeNull();
    expect(
      configuredTileLayer({
        MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OSM',
      }),
    ).toEqual({ url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© OSM' });
  });
});

describe('GeoMap drawing as markup', () => {
  it('shows a hostile label as text in the dot’s tooltip, never as markup', () => {
    const label = `<img src=x onerror="alert(1)"> Båt & «co»`;
    const { container } = renderMap({ points: [{ ...points[0], label, detail: undefined }] });
    const svg = container.querySelector('svg')!;
    expect(container.querySelector('img')).toBeNull();
    expect(svg.querySelector('circle title')?.textContent).toBe(label);
    // The drawing is still named by its caption and summary.
    expect(screen.getByRole('img', { name: /Fangstfelt/ })).toBe(svg);
  });
});

describe('the interactive map reads its points and lines from the drawing', () => {
  it('gets every point’s position, size, tooltip, page and colour, and every line’s path', () => {
    const { container } = renderMap({
      points: [
        { ...points[1], href: '/boats/2', color: '#1b9e77', approximate: true },
        { ...points[0], href: '/boats/1' },
      ],
      lines: [
        {
          key: 't',
          label: 'Trekk 1',
          path: [
            [67.9, 13.5],
            [68.1, 13.9],
          ],
          color: '#c1121f',
        },
      ],
    });
    const drawn = readDrawnMap(container.querySelector('svg')!);
    // Drawing order: the heavier point first.
    expect(drawn.points).toEqual([
      {
        latitude: 67.9,
        longitude: 13.5,
        radius: Number(container.querySelectorAll('svg circle')[0].getAttribute('r')),
        tooltip: 'Vestfjorden, lokasjon 00-10: 40,0 t',
        href: '/boats/1',
        color: undefined,
      },
      {
        latitude: 70.8,
        longitude: 24,
        radius: Number(container.querySelectorAll('svg circle')[1].getAttribute('r')),
        tooltip: 'Vest-Finnmark, lokasjon 04-13: 10,0 t (omtrentlig posisjon)',
        href: '/boats/2',
        color: '#1b9e77',
      },
    ]);
    expect(drawn.points[0].radius).toBeGreaterThan(drawn.points[1].radius);
    expect(drawn.lines).toEqual([
      {
        path: [
          [67.9, 13.5],
          [68.1, 13.9],
        ],
        tooltip: 'Trekk 1',
        color: '#c1121f',
      },
    ]);
  });
});

describe('a map shown as an SVG image of its own', () => {
  const lines = [
    {
      key: 't',
      label: 'Trekk 1',
      path: [
        [67.9, 13.5],
        [68.1, 13.9],
      ] as const,
      color: '#c1121f',
    },
  ];

  it('shows the image, named by the caption and summary, instead of carrying the drawing', () => {
    const { container } = renderMap({ summary: 'To felt.', imageHref: '/boats/1/kart/trekk.svg', lines });
    const image = screen.getByRole('img', { name: 'Fangstfelt. To felt.' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/boats/1/kart/trekk.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    // Its box is reserved before it loads: no layout shift.
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '520');
    expect(container.querySelector('svg')).toBeNull();
    // The list under the map is still in the page.
    expect(screen.getByText('Liste')).toBeInTheDocument();
  });

  it('is the inline drawing as a document: the interactive map reads the same points and lines from it', () => {
    const { container } = renderMap({ lines });
    const inline = readDrawnMap(container.querySelector('svg')!);
    const document = new DOMParser().parseFromString(
      standaloneMapSvg({
        points,
        lines,
        kind: 'catch',
        tiles: null,
        title: 'Fangstfelt',
        summary: 'To felt.',
      }),
      'image/svg+xml',
    );
    const root = document.documentElement;
    expect(root.querySelector('parsererror')).toBeNull();
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.querySelector('title')?.textContent).toBe('Fangstfelt');
    expect(root.querySelector('desc')?.textContent).toBe('To felt.');
    // It brings its own look: an image sees no style sheet of the page.
    expect(root.querySelector('style')?.textContent).toMatch(/\.map-catch\{/);
    expect(readDrawnMap(root)).toEqual(inline);
    expect(root.querySelector('path.map-track')?.getAttribute('d')).toMatch(
      /^M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+$/,
    );
  });

  it('keeps a hostile label as text in the document too', () => {
    const label = `</title><script>alert(1)</script> Båt & «co»`;
    const svg = standaloneMapSvg({
      points: [{ ...points[0], label, detail: undefined }],
      kind: 'catch',
      tiles: null,
      title: '<b>x</b>',
      summary: '"',
    });
    const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('circle title')?.textContent).toBe(label);
    expect(root.querySelector('title')?.textContent).toBe('<b>x</b>');
  });
});

describe('when the interactive map loads', () => {
  it('waits, once the map is near the viewport, for the visitor’s first interaction with the page', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    };
    // As Leaflet does: it puts its own classes on the element it is given.
    jest.mocked(mountLeafletMap).mockImplementationOnce(async (element) => {
      element.classList.add('leaflet-container', 'leaflet-touch');
      return () => {};
    });
    try {
      const { container } = renderMap({ interactive: true });
      const box = container.querySelector('[data-map-state]')!;
      await act(async () => report!([{ isIntersecting: true }]));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // In view, but nobody has moved, touched, scrolled or pressed a key: Leaflet is not loaded.
      expect(mountLeafletMap).not.toHaveBeenCalled();
      expect(box).toHaveAttribute('data-map-state', 'drawing');
      await act(async () => {
        window.dispatchEvent(new Event('pointermove'));
      });
      await waitFor(() => expect(box).toHaveAttribute('data-map-state', 'ready'));
      // It is handed the box with the drawing, which it reads the points from.
      expect(mountLeafletMap).toHaveBeenCalledTimes(1);
      expect(jest.mocked(mountLeafletMap).mock.calls[0][2]).toBe(box);
      // Leaflet's element is its own: React's re-render for the state "ready" kept its classes.
      const leafletElement = jest.mocked(mountLeafletMap).mock.calls[0][0];
      expect(box.contains(leafletElement)).toBe(true);
      expect(leafletElement).toHaveClass('leaflet-container', 'leaflet-touch');
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });
});
