import type { Metadata } from 'next';
import { DataTable } from '@/components/ui/data-table';
import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import { linkColumn } from '@/components/ui/link-column';
import { SourceNote } from '@/components/detail/source-note';
import { formatWeight } from '@/lib/format';
import type { SpeciesEntry } from '@/lib/landings/places/species-page';
import { absoluteUrl } from '@/lib/seo/site-url';
import { reads } from '@/lib/store-reads/reads';

export const metadata: Metadata = {
  title: 'Arter',
  description:
    'Alle fiskeslag og sjødyr landet i Norge, mest landet først: hver art med sin side med landinger uke for uke, båtene som landet mest, kjøpere, mottak, kommuner og pris. Kilde: Fiskeridirektoratet.',
  alternates: { canonical: absoluteUrl('/art') },
};

const columns = [
  linkColumn<SpeciesEntry>('art', 'Art', {
    // By its own address: a namesake's has its code after the name.
    href: (row) => `/art/${row.slug}`,
    text: (row) => row.name,
    csv: (row) => row.name,
  }),
  csvOnlyColumn<SpeciesEntry>('kode', 'Artskode', (row) => row.code),
  textColumn<SpeciesEntry>('gruppe', 'Artsgruppe', (row) => row.group),
  keyFigure(
    numberColumn<SpeciesEntry>('vekt', 'Landet i alt', (row) => row.weight, formatWeight, 'Rundvekt (kg)'),
  ),
];

/** /art: every species with landings, each leading to its page. */
export default async function SpeciesDirectoryPage() {
  const species = await reads.speciesDirectory();
  return (
    <>
      <h1>Arter</h1>
      <p className="lead">
        Alle artene på sluttsedlene, mest landet først over alle år. Hver art har en side med landingene uke
        for uke, båtene, kjøperne, mottakene og kommunene som landet mest, redskap, fangstområder og pris.
      </p>
      <DataTable
        id="tabell-arter"
        name="arter"
        caption="Arter med landinger, mest landet først"
        rows={species}
        rowKey={(row) => row.code}
        columns={columns}
      />
      <SourceNote />
    </>
  );
}
