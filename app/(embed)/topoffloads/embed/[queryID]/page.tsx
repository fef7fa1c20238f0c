import { notFound } from 'next/navigation';

// Saved landing queries arrive with the API; until one exists under this id there is nothing to show.
export default async function EmbeddedTopLandings({ params }: { params: Promise<{ queryID: string }> }) {
  await params;
  notFound();
}
