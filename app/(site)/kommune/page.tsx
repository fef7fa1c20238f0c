import type { Metadata } from 'next';
import { DataTable } from '@/components/ui/data-table';
import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import { linkColumn } from '@/components/ui/link-column';
import { SourceNote } from '@/components/detail/source-note';
import { formatWeight } from '@/lib/format';
import type { MunicipalityEntry } from '@/lib/landings/places/municipality-page';
import { absoluteUrl } from '@/lib/seo/site-url';
import { reads } from '@/lib/store-reads/reads';

export const metadata: Metadata = {
  title: 'Kommuner',
  description:
    'Alle kommuner der fisk er landet, mest landet først: hver kommune med sin side med landinger uke for uke, arter, redskap, mottak og båtene som hører hjemme der. Kilde: Fiskeridirektoratet.',
  alternates: { canonical: absoluteUrl('/kommune') },
};

const columns = [
  linkColumn<MunicipalityEntry>('kommune', 'Kommune', {
    // By its own address: a namesake's has its number after the name.
    href: (row) => `/kommune/${row.slug}`,
    text: (row) => row.name,
    csv: (row) => row.name,
  }),
  csvOnlyColumn<MunicipalityEntry>('nummer', 'Kommunenummer', (row) => row.codes.join(', ')),
  textColumn<MunicipalityEntry>('fylke', 'Fylke', (row) => row.county),
  keyFigure(
    numberColumn<MunicipalityEntry>(
      'vekt',
      'Landet i alt',
      (row) => row.weight,
      formatWeight,
      'Rundvekt (kg)',
    ),
  ),
];

/** /kommune: every landing municipality, each leading to its page. */
export default async function MunicipalityDirectoryPage() {
  const municipalities = await reads.municipalityDirectory();
  return (
    <>
      <h1>Kommuner</h1>
      <p className="lead">
        Alle kommunene der fangst er landet, mest landet først over alle år. Hver kommune har en side med
        landingene uke for uke, artene, redskapene, mottakene, båtene som landet mest og båtene som hører
        hjemme der.
      </p>
      <DataTable
        id="tabell-kommuner"
        name="kommuner"
        caption="Landingskommuner, mest landet først"
        rows={municipalities}
        rowKey={(row) => row.slug}
        columns={columns}
      />
      <SourceNote />
    </>
  );
}
