import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { breadcrumbJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import { JsonLdScript } from './json-ld-script';

/**
 * The head of an entity page: its structured data (the entity and its breadcrumb trail) and the visible
 * breadcrumbs, both from one trail. `trail` is what lies between the front page and this page.
 */
export function EntityPageHead({
  entity,
  trail,
  name,
  url,
}: {
  entity: JsonLdObject;
  trail: { name: string; href: string }[];
  name: string;
  url: string;
}) {
  return (
    <>
      <JsonLdScript
        data={[
          entity,
          breadcrumbJsonLd([
            { name: 'Fangstdata', url: absoluteUrl('/') },
            ...trail.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.href) })),
            { name, url },
          ]),
        ]}
      />
      <Breadcrumbs items={[{ name: 'Hjem', href: '/' }, ...trail, { name }]} />
    </>
  );
}
