import { NotFoundView, type PlaceLink } from '@/components/site-shell/not-found-view';

/**
 * The not-found view of an entity page (an unknown boat, owner, firm or station id), inside the site's
 * shell, with the entity's directory first among the ways back. Rendered by the segments' `not-found.tsx`.
 */
export function EntityNotFound({ what, directory }: { what: string; directory: PlaceLink }) {
  return <NotFoundView message={`Vi fant ingen ${what} med denne adressen.`} directory={directory} />;
}
