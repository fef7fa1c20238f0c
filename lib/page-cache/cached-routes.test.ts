import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/proxy';
import { CACHED_ROUTES, TWIN_MATCHERS } from './routes';

/**
 * The cached pages are listed once (CACHED_ROUTES); what Next needs elsewhere in a form of its own
 * follows that list: proxy.ts's matcher (a literal Next reads at build time) and one twin file per page.
 */

const APP = path.join(process.cwd(), 'app');
const TWIN = path.join('~', '[state]', 'page.tsx');

/** Every twin page file under app/, as its page's folder relative to app/. */
function twinFolders(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    if (entry.name === '~') return existsSync(path.join(dir, TWIN)) ? [path.relative(APP, dir)] : [];
    return twinFolders(full);
  });
}

describe('the list of cached routes', () => {
  it('is what proxy.ts matches, in its order, plus the twins it refuses', () => {
    expect(config.matcher).toEqual([...CACHED_ROUTES.map((route) => route.path), ...TWIN_MATCHERS]);
  });

  it.each(CACHED_ROUTES.map((route) => [route.name, route] as const))(
    '%s has its page and a cached twin of the one shape',
    (_name, route) => {
      expect(existsSync(path.join(APP, route.folder, 'page.tsx'))).toBe(true);
      const twin = readFileSync(path.join(APP, route.folder, TWIN), 'utf8');
      expect(twin).toMatch(/^const twin = cachedTwin\(Page, pageMetadata(, \{ shareCard: true \})?\);$/m);
      expect(twin).toMatch(/^export const dynamic = 'error';/m);
      expect(twin).toMatch(/^export const revalidate = 600;$/m);
      expect(twin).toMatch(/^export default twin\.Page;$/m);
      // A detail page's share card sits on its `[id]` segment, one above the twin.
      const hasShareCard = existsSync(path.join(APP, route.folder, 'opengraph-image.tsx'));
      expect(twin.includes('shareCard: true')).toBe(hasShareCard);
    },
  );

  it('has no twin without a route: every twin file belongs to a listed page', () => {
    expect(twinFolders().sort()).toEqual(CACHED_ROUTES.map((route) => route.folder).sort());
  });

  it('matches its public paths, not the CSV downloads or the twins beside them', () => {
    const match = (url: string) => CACHED_ROUTES.find((route) => route.pattern.test(url))?.name ?? null;
    expect(match('/')).toBe('front');
    expect(match('/boats/2019006660')).toBe('boat');
    expect(match('/topoffloads/embed/AbCd')).toBe('embed');
    expect(match('/boats/csv')).toBeNull();
    expect(match('/boats/~')).toBeNull();
    expect(match('/boats/2019006660/csv')).toBeNull();
    expect(match('/about/x')).toBeNull();
  });
});
