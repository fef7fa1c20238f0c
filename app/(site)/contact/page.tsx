import { contentPageMetadata, OperatorContentPage } from '@/components/content/content-page';

export const generateMetadata = () => contentPageMetadata('contact', 'Kontakt oss');

/** /contact (Kontakt oss): content/contact.md; the address is CONTACT_EMAIL (default kontakt@fangstdata.no). */
export default function ContactPage() {
  return <OperatorContentPage name="contact" fallbackTitle="Kontakt oss" />;
}
