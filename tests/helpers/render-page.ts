import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/** A server page rendered to the end of its stream, as a document to query. */
export async function renderHtml(element: ReactElement | Promise<ReactElement>): Promise<Document> {
  const stream = await renderToReadableStream(await element);
  await stream.allReady;
  return new JSDOM(await new Response(stream).text()).window.document;
}

/** The text of a key figure (`data-fact`) as a reader sees it. */
export const fact = (page: Document, name: string) =>
  page.querySelector(`[data-fact="${name}"] dd`)?.textContent?.replace(/\s+/g, ' ').trim();
