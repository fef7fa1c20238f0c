import Page, { generateMetadata as pageMetadata } from '../../page';
import { cachedTwin } from '@/lib/page-cache/cached-twin';

const twin = cachedTwin(Page, pageMetadata);
// Next reads these two from this file; lib/page-cache/cached-twin.tsx says why.
export const dynamic = 'error';
export const revalidate = 600;
export const generateStaticParams = twin.generateStaticParams;
export const generateMetadata = twin.generateMetadata;
export default twin.Page;
