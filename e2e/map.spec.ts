import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './site-helpers';

/**
 * Issue 31's map in a real browser, on a phone and a desktop: the map fills the content column with
 * Leaflet's own container classes, markers and clusters are touch targets, zooming in stays where the
 * data is, a marker opens its boat, a finger pans it, and axe finds nothing serious.
 */

const SCREENS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** Points at the map, as a visitor would, until Leaflet has replaced the server's drawing. */
async function liveMap(page: Page): Promise<Locator> {
  const figure = page.getByRole('figure', { name: 'Båtenes siste posisjon' });
  await figure.scrollIntoViewIfNeeded();
  await figure.locator('[data-map-state]').hover();
  await expect(figure.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  const map = figure.locator('.leaflet-container');
  await expect(map).toHaveCount(1);
  return map;
}

const numbers = (text: string | null) => (text ?? '').split(',').map(Number);

async function centreOf(map: Locator): Promise<[number, number]> {
  const [latitude, longitude] = numbers(await map.getAttribute('data-center'));
  return [latitude, longitude];
}

/** Markers and clusters whose box lies (at least partly) inside the map's box. */
async function markersInView(map: Locator): Promise<number> {
  return map.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('[data-count]')).filter((marker) => {
      const r = marker.getBoundingClientRect();
      return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
    }).length;
  });
}

/** Whether any land polygon covers part of the map's box. */
async function landInView(map: Locator): Promise<boolean> {
  return map.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('path.fd-land')).some((land) => {
      const r = land.getBoundingClientRect();
      return (
        r.width > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom
      );
    });
  });
}

for (const screen of SCREENS) {
  test.describe(`/kart at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.name === 'phone' });

    test('fills the content column with a Leaflet map whose markers are touch targets', async ({
      page,
    }, testInfo) => {
      await page.goto('/kart');
      const map = await liveMap(page);
      await expect(map).toHaveClass(/leaflet-container/);
      const [mapWidth, columnWidth] = await map.evaluate((element) => {
        const column = element.closest('main')!;
        const style = getComputedStyle(column);
        return [
          element.getBoundingClientRect().width,
          column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        ];
      });
      expect(mapWidth).toBeGreaterThanOrEqual(0.98 * columnWidth);
      expect(mapWidth).toBeLessThanOrEqual(screen.width);

      const sizes = await map
        .locator('[data-count]')
        .evaluateAll((markers) =>
          markers.map((m) => m.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
        );
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
      // Place names from the landing places are on the map.
      await expect(map.locator('.fd-place').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`kart-${screen.width}.png`) });
    });

    test('zooming in four times keeps the centre where the data is, with land and points in view', async ({
      page,
    }) => {
      await page.goto('/kart');
      const map = await liveMap(page);
      const [south, west, north, east] = numbers(await map.getAttribute('data-pan-bounds'));
      const start = await centreOf(map);
      const startZoom = Number(await map.getAttribute('data-zoom'));
      for (let i = 1; i <= 4; i++) {
        await map.getByRole('button', { name: 'Zoom inn' }).click();
        await expect(map).toHaveAttribute('data-zoom', String(startZoom + i / 2));
      }
      const [latitude, longitude] = await centreOf(map);
      expect(latitude).toBeGreaterThanOrEqual(south);
      expect(latitude).toBeLessThanOrEqual(north);
      expect(longitude).toBeGreaterThanOrEqual(west);
      expect(longitude).toBeLessThanOrEqual(east);
      // "+" zooms where the reader is looking: the centre stays (within a rounding step).
      expect(Math.abs(latitude - start[0])).toBeLessThan(0.05);
      expect(Math.abs(longitude - start[1])).toBeLessThan(0.05);
      expect(await landInView(map)).toBe(true);
      expect(await markersInView(map)).toBeGreaterThan(0);
    });

    test("a firm's mottak pins stand where their coordinates are, inside the map", async ({
      page,
      request,
    }) => {
      // The firm with the most mottak: its map has pins far apart, at the map's edges.
      const { firms } = (await (await request.get('/api/firms?Count=50')).json()) as {
        firms: { id: string; stationCount: number }[];
      };
      const firm = [...firms].sort((a, b) => b.stationCount - a.stationCount)[0];
      expect(firm.stationCount).toBeGreaterThan(1);
      await page.goto(`/firm/${firm.id}`);
      const figure = page.getByRole('figure', { name: /^Mottaksstasjonene til / });
      await figure.scrollIntoViewIfNeeded();
      const box = figure.locator('[data-map-state]');
      // The server's drawing: every pin whole inside the map's box.
      const drawn = await box.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        return Array.from(element.querySelectorAll<SVGGElement>('g.map-pin')).map((pin) => {
          const svg = pin.ownerSVGElement!;
          const tip = svg.createSVGPoint().matrixTransform(pin.getScreenCTM()!);
          const shape = pin.getBoundingClientRect();
          return {
            name: pin.querySelector('title')!.textContent!,
            point: pin.dataset.point!.split(',').map(Number) as [number, number],
            tip: [tip.x - frame.x, tip.y - frame.y],
            inside:
              shape.left >= frame.left &&
              shape.right <= frame.right &&
              shape.top >= frame.top &&
              shape.bottom <= frame.bottom,
          };
        });
      });
      expect(drawn.length).toBeGreaterThan(1);
      for (const pin of drawn) expect(pin.inside, `${pin.name} in the drawing`).toBe(true);

      // The live map: each pin's tip where Leaflet's projection puts its coordinates, the pin inside.
      await box.hover();
      await expect(box).toHaveAttribute('data-map-state', 'ready');
      const map = figure.locator('.leaflet-container');
      const [centreLat, centreLon] = numbers(await map.getAttribute('data-center'));
      const zoom = Number(await map.getAttribute('data-zoom'));
      const live = await map.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        return {
          size: [frame.width, frame.height],
          // Mottak close together on the screen are one cluster, which counts them.
          clustered: Array.from(element.querySelectorAll<HTMLElement>('.fd-cluster')).reduce(
            (sum, cluster) => sum + Number(cluster.dataset.count),
            0,
          ),
          pins: Array.from(element.querySelectorAll('.fd-pin')).map((pin) => {
            const shape = pin.getBoundingClientRect();
            return {
              name: pin.getAttribute('title') ?? pin.getAttribute('aria-label') ?? '',
              tip: [shape.left + shape.width / 2 - frame.left, shape.bottom - frame.top],
              inside:
                shape.left >= frame.left &&
                shape.right <= frame.right &&
                shape.top >= frame.top &&
                shape.bottom <= frame.bottom,
            };
          }),
        };
      });
      expect(live.pins.length).toBeGreaterThan(0);
      expect(live.pins.length + live.clustered).toBe(drawn.length);
      // Web Mercator, as Leaflet draws it: world pixels at the zoom, relative to the centre.
      const world = ([lat, lon]: [number, number]) => {
        const scale = 256 * 2 ** zoom;
        const sin = Math.sin((lat * Math.PI) / 180);
        return [((lon + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
      };
      const centre = world([centreLat, centreLon]);
      for (const pin of live.pins) {
        const coordinates = drawn.find((d) => d.name === pin.name)!.point;
        const [x, y] = world(coordinates);
        const expected = [x - centre[0] + live.size[0] / 2, y - centre[1] + live.size[1] / 2];
        expect(Math.abs(pin.tip[0] - expected[0]), `${pin.name}: x`).toBeLessThanOrEqual(3);
        expect(Math.abs(pin.tip[1] - expected[1]), `${pin.name}: y`).toBeLessThanOrEqual(3);
        expect(pin.inside, `${pin.name} inside the live map`).toBe(true);
      }
    });

    test('axe: /kart with the live map and the catch areas on', async ({ page }) => {
      await page.goto('/kart');
      const map = await liveMap(page);
      await map.getByRole('button', { name: 'Fangstområder' }).click();
      await expect(map.locator('.fd-area').first()).toBeVisible();
      // The click scrolled the page; from the top the phone's navbar is settled in view and covers no field.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator('header.navbar')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/kart at ${screen.width} px, at the map`);
      if (screen.name !== 'phone') return;
      // Scrolled down until the form's last row lies where the sticky navbar is: on a phone the bar has
      // slid away, so it covers no part of a field (axe's target-size).
      const lastField = page.locator('#kart-dager');
      await page.evaluate(() => window.scrollTo(0, 0));
      const navbarHeight = await page
        .locator('header.navbar')
        .evaluate((bar) => bar.getBoundingClientRect().height);
      const fieldTop = await lastField.evaluate((field) => field.getBoundingClientRect().top);
      await page.mouse.wheel(0, fieldTop - navbarHeight / 2);
      await expect(page.locator('header.navbar')).toBeHidden();
      // Within the band the bar covers when shown (the logo's shrinking moves the page a few pixels).
      const top = await lastField.evaluate((field) => field.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(navbarHeight);
      await expectNoSeriousA11yViolations(page, `/kart at ${screen.width} px, scrolled to the form`);
    });
  });
}

test.describe('/kart on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger pans the map', async ({ page }) => {
    await page.goto('/kart');
    const map = await liveMap(page);
    const before = await centreOf(map);
    const box = (await map.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', box.x + box.width * 0.7);
    for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.7 - step * 0.05));
    await touch('touchEnd', 0);
    // Dragged to the left: the view moves east.
    await expect.poll(async () => (await centreOf(map))[1]).toBeGreaterThan(before[1]);
  });

  test('a tap on a boat opens its page', async ({ page }) => {
    await page.goto('/kart');
    const map = await liveMap(page);
    const mapBox = (await map.boundingBox())!;
    // A single boat (not a cluster) with a page, inside the map's view.
    const boats = await map.locator('.fd-point[data-href]').evaluateAll((markers) =>
      markers.map((marker) => {
        const r = marker.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, href: marker.getAttribute('data-href')! };
      }),
    );
    const inView = boats.find(
      (boat) =>
        boat.x > mapBox.x + 50 &&
        boat.x < mapBox.x + mapBox.width - 10 &&
        boat.y > mapBox.y + 80 &&
        boat.y < mapBox.y + mapBox.height - 10,
    );
    expect(inView, 'a boat of its own in view').toBeDefined();
    await page.touchscreen.tap(inView!.x, inView!.y);
    await expect(page).toHaveURL(new RegExp(`${inView!.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
