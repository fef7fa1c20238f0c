import { contentPageMetadata, OperatorContentPage } from '@/components/content/content-page';

export const generateMetadata = () => contentPageMetadata('about', 'Om oss');

/** /about (Om oss): content/about.md. */
export default function AboutPage() {
  return <OperatorContentPage name="about" fallbackTitle="Om oss" />;
}
