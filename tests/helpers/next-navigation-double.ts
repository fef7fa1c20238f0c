/**
 * `next/navigation` for jest files that render pages on the server: the client hooks answer as on the
 * front page, and `notFound` / `permanentRedirect` throw what a test can assert on. Use it as
 * `jest.mock('next/navigation', () => jest.requireActual('<relative path>/tests/helpers/next-navigation-double'))`
 * (a relative path: jest resolves `requireActual` without the `@/` alias).
 */
export const useRouter = () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() });
export const usePathname = () => '/';
export const useSearchParams = () => new URLSearchParams();
export function notFound(): never {
  throw new Error('notFound');
}
export function permanentRedirect(url: string): never {
  throw new Error(`redirect ${url}`);
}
