import type { Metadata } from 'next';
import { readContentPage } from '@/lib/content/pages';
import { ContentPageView, MissingContent } from './content-page';

export async function generateMetadata(): Promise<Metadata> {
  const page = await readContentPage('about');
  return { title: page?.title ?? 'Om oss', description: page?.description || undefined };
}

/** /about (Om oss): content/about.md. */
export default async function AboutPage() {
  const page = await readContentPage('about');
  return page ? <ContentPageView page={page} /> : <MissingContent title="Om oss" />;
}
