import Page, { generateMetadata as pageMetadata } from '../../page';
import { cachedTwin } from '@/lib/page-cache/cached-twin';

const twin = cachedTwin(Page, pageMetadata);
export const { generateMetadata, generateStaticParams } = twin;
export const dynamic = 'error'; // Next reads both from this file: lib/page-cache/cached-twin.tsx
export const revalidate = 600;
export default twin.Page;
