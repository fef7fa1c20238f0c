import type { Metadata } from 'next';
import Link from 'next/link';
import { readContentPage, type ContentPage, type ContentPageName, type Inline } from '@/lib/content/pages';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) => {
        if (inline.type === 'strong') return <strong key={index}>{inline.text}</strong>;
        if (inline.type === 'link') {
          return inline.href.startsWith('/') ? (
            <Link key={index} href={inline.href}>
              {inline.text}
            </Link>
          ) : (
            <a key={index} href={inline.href} rel={inline.href.startsWith('http') ? 'noopener' : undefined}>
              {inline.text}
            </a>
          );
        }
        return inline.text;
      })}
    </>
  );
}

/** A text page from content/*.md (see lib/content/pages.ts), rendered without any raw HTML. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            ) : (
              <h3 key={index} id={block.id}>
                {block.text}
              </h3>
            );
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines inlines={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index}>
                <Inlines inlines={block.inlines} />
              </p>
            );
        }
      })}
    </article>
  );
}

/** What the page shows when its content file is missing. */
function MissingContent({ title }: { title: string }) {
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p>Denne siden er ikke skrevet ennå.</p>
    </article>
  );
}

/**
 * An operator-edited text page (/about, /contact): the title and description come from its content
 * file, or the page's own title when the file is missing.
 */
export async function contentPageMetadata(name: ContentPageName, fallbackTitle: string): Promise<Metadata> {
  const page = await readContentPage(name);
  return {
    title: page?.title ?? fallbackTitle,
    description: page?.description || undefined,
    alternates: { canonical: `/${name}` },
  };
}

export async function OperatorContentPage({
  name,
  fallbackTitle,
}: {
  name: ContentPageName;
  fallbackTitle: string;
}) {
  const page = await readContentPage(name);
  return page ? <ContentPageView page={page} /> : <MissingContent title={fallbackTitle} />;
}
