import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CodeTermNote, codeTermsOf } from '@/components/ui/code-text';
import { DataTable, FooterCell } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/ui/fact-list';
import { landingLineColumns, lineValue } from '@/components/detail/landing-line-columns';
import { ValueFigure, ValueNote } from '@/components/ui/value-figure';
import { SourceNote } from '@/components/detail/source-note';
import { MunicipalityLink } from '@/components/detail/landing-links';
import { routeId } from '@/lib/url-state';
import { boatDisplayName, formatDate, formatNumber, formatWeight } from '@/lib/format';
import type { LandingLineDetail } from '@/lib/landings/notes/landing-document-lists';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { boatTitle } from '@/lib/seo/descriptions';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { loadLanding } from '../../load-boat';
import { forPage } from '@/lib/api/page-errors';

interface Props {
  params: Promise<{ id: string; docKey: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, docKey } = await params;
  const found = await forPage(() => loadLanding(routeId(id), routeId(docKey)));
  if (!found) return { title: 'Fant ikke landingen', robots: { index: false } };
  const { boat, document } = found;
  const title = `Landing ${formatDate(document.LandingDate)} – ${boatTitle(boat)}`;
  return {
    title,
    description: `Sluttseddel ${document.DocumentNumber}: ${formatWeight(document.TotalWeight)} landet i ${document.Municipality ?? 'ukjent kommune'} ${formatDate(document.LandingDate)}, linje for linje med art, tilstand, kvalitet, anvendelse og konservering. Kilde: Fiskeridirektoratet.`,
    alternates: { canonical: absoluteUrl(entityPath.landing(boat.id, document.DocumentKey)) },
  };
}

export default async function LandingPage({ params }: Props) {
  const { id, docKey } = await params;
  const found = await forPage(() => loadLanding(routeId(id), routeId(docKey)));
  if (!found) notFound();
  const { boat, document } = found;
  const boatName = boatDisplayName(boat.name, boat.id);
  const lines = document.Lines;
  const pieces = lines.reduce((sum, line) => sum + (line.Pieces ?? 0), 0);
  const productWeight = lines.reduce((sum, line) => sum + (line.ProductWeight ?? 0), 0);
  const value = apiRowValue(document);

  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Hjem', href: '/' },
          { name: 'Alle båter', href: '/boats' },
          { name: boatName, href: entityPath.boat(boat.id) },
          { name: `Landing ${formatDate(document.LandingDate)}` },
        ]}
      />
      <p className={styles.kicker}>Sluttseddel {document.DocumentNumber}</p>
      <h1>
        Landing {formatDate(document.LandingDate)}: {boatName}
      </h1>
      <FactList
        label="Om landingen"
        facts={[
          // What the note says first: how much, what it was worth, when and where.
          { label: 'Rundvekt', value: formatWeight(document.TotalWeight), name: 'vekt' },
          { label: 'Verdi', value: <ValueFigure total={value} full />, name: 'verdi' },
          {
            label: 'Landingsdato',
            value: `${formatDate(document.LandingDate)}${document.LandingTime ? ` kl. ${document.LandingTime.slice(0, 5)}` : ''}`,
            name: 'dato',
          },
          {
            label: 'Kommune',
            value: document.Municipality ? (
              <MunicipalityLink name={document.Municipality} code={document.MunicipalityCode} />
            ) : null,
            name: 'kommune',
          },
          {
            label: 'Båt',
            value: <Link href={entityPath.boat(boat.id)}>{boatTitle(boat)}</Link>,
            name: 'baat',
          },
          { label: 'Fylke', value: document.County },
          {
            label: 'Kjøper',
            value: document.BuyerID ? (
              <Link href={entityPath.firm(document.BuyerID)} prefetch={false}>
                {document.BuyerName ?? `Kjøper ${document.BuyerID}`}
              </Link>
            ) : null,
            name: 'kjoper',
          },
          {
            label: 'Mottak',
            value: document.StationID ? (
              <Link href={entityPath.station(document.StationID)} prefetch={false}>
                {document.StationName ?? `Mottak ${document.StationID}`}
              </Link>
            ) : null,
            name: 'mottak',
          },
          { label: 'Redskap', value: document.Gear },
          { label: 'Dokumenttype', value: document.DocumentType },
          { label: 'Salgslag', value: document.SalesOrganisation },
          { label: 'Versjon', value: document.Version },
        ]}
      />
      <section className={styles.section} aria-labelledby="linjer">
        <h2 id="linjer">Linjene på sluttseddelen</h2>
        <DataTable<LandingLineDetail>
          id="tabell-linjer"
          name="linjer"
          caption="Art, tilstand, kvalitet, anvendelse, landingsmåte og konservering per linje"
          rows={lines}
          rowKey={(line) => String(line.LineNumber)}
          columns={landingLineColumns(lines)}
          csvHref={`${entityPath.landing(boat.id, document.DocumentKey)}/csv`}
          footer={
            <tr>
              <th scope="row" colSpan={4}>
                Sum ({formatNumber(lines.length)} linjer)
              </th>
              {pieces > 0 ? (
                <FooterCell align="end" label="Stykk">
                  {formatNumber(pieces)}
                </FooterCell>
              ) : null}
              <FooterCell align="end" label="Produktvekt">
                {formatWeight(productWeight)}
              </FooterCell>
              <FooterCell align="end" phone="key">
                {formatWeight(document.TotalWeight)}
              </FooterCell>
              <FooterCell />
              <FooterCell align="end" label="Beløp">
                <ValueFigure total={value} />
              </FooterCell>
            </tr>
          }
        />
        <CodeTermNote
          className={styles.small}
          lead="Konservering:"
          terms={codeTermsOf(lines.map((line) => line.Preservation))}
        />
        <ValueNote totals={lines.map(lineValue)} />
        <SourceNote>Sluttseddel fra salgslaget; beløp er det fiskeren får.</SourceNote>
      </section>
      <p>
        <Link href={entityPath.boat(boat.id)}>Alle landingene til {boatName}</Link>
      </p>
    </>
  );
}
