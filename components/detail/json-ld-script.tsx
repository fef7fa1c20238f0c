import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data for search engines. The JSON is escaped so it can never end the script element. */
export function JsonLdScript({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
