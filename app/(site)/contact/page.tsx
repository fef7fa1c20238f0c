import type { Metadata } from 'next';
import { ContentPageView, MissingContent } from '@/app/(site)/about/content-page';
import { readContentPage } from '@/lib/content/pages';

export async function generateMetadata(): Promise<Metadata> {
  const page = await readContentPage('contact');
  return { title: page?.title ?? 'Kontakt oss', description: page?.description || undefined };
}

/** /contact (Kontakt oss): content/contact.md; the address is CONTACT_EMAIL (default kontakt@fangstdata.no). */
export default async function ContactPage() {
  const page = await readContentPage('contact');
  return page ? <ContentPageView page={page} /> : <MissingContent title="Kontakt oss" />;
}
