import type { Metadata } from 'next';
import { FeedLink } from '@/components/detail/feed-link';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { DetailSection } from '@/components/detail/detail-section';
import { EntityPageHead } from '@/components/detail/entity-page-head';
import { entityMetadata, missingEntityMetadata } from '@/components/detail/entity-metadata';
import styles from '@/components/detail/detail.module.css';
import { KeyFigures } from '@/components/detail/key-figures';
import { tableCsvHref } from '@/components/detail/table-download';
import { YearChoice } from '@/components/detail/year-links';
import {
  homeBoatColumns,
  municipalitySpeciesColumns,
  municipalityStationColumns,
  namedWeightColumns,
} from '@/components/places/place-columns';
import { PlaceTopListSection, placeTopListView } from '@/components/places/place-top-list';
import { Namesakes } from '@/components/places/namesakes';
import { SeasonChart } from '@/components/places/season-chart';
import { DataTable } from '@/components/ui/data-table';
import { ValueNote } from '@/components/ui/value-figure';
import { forPage } from '@/lib/api/page-errors';
import { formatNumber, formatWeight } from '@/lib/format';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { param, routeId, type SearchParams, withParams } from '@/lib/url-state';
import { loadMunicipality } from './load-municipality';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

/** Rows of the list of home boats on the page; its download has them all. */
const HOME_BOAT_ROWS = 10;

async function load(props: Props) {
  const slug = routeId((await props.params).slug);
  const yearParam = param((await props.searchParams).year);
  return { slug, yearParam, loaded: await forPage(() => loadMunicipality(slug, yearParam)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { loaded } = await load(props);
  if (!loaded) return missingEntityMetadata('Fant ikke kommunen');
  const { municipality, year, figures } = loaded;
  return entityMetadata({
    title: `Landinger i ${municipality.name} ${year}`,
    description: `Landet i ${municipality.name} i ${year}: ${formatWeight(figures.weight)} fordelt på ${formatNumber(figures.landings)} sluttsedler, uke for uke, per art og redskap, med mottakene, båtene som landet mest og båtene som hører hjemme der. Kilde: Fiskeridirektoratet.`,
    url: absoluteUrl(entityPath.municipality(municipality.name, municipality.codes[0])),
  });
}

export default async function MunicipalityPage(props: Props) {
  const { slug, yearParam, loaded } = await load(props);
  if (!loaded) notFound();
  const {
    municipality,
    years,
    period,
    year,
    figures,
    season,
    species,
    gears,
    stations,
    topBoats,
    homeBoats,
  } = loaded;
  const { codes, name } = municipality;
  const path = entityPath.municipality(name, codes[0]);
  // Found by its number: the address is the name's.
  if (slug !== municipality.slug) permanentRedirect(withParams(path, { year: yearParam }));

  const url = absoluteUrl(path);
  const csvHref = (table: string) => tableCsvHref(path, table, { year: yearParam });

  return (
    <>
      <EntityPageHead
        entity={datasetJsonLd({
          url,
          name: `Landinger i ${name}`,
          description: `Landet i ${name} per år, uke, art, redskap, mottak og båt.`,
          keywords: [name, municipality.county, 'sluttsedler', 'landinger'],
          spatial: `${name}${municipality.county ? `, ${municipality.county}` : ''}`,
        })}
        trail={[{ name: 'Kommuner', href: '/kommune' }]}
        name={name}
        url={url}
      />
      <p className={styles.kicker}>Landingskommune{municipality.county ? ` · ${municipality.county}` : ''}</p>
      <h1>{name}</h1>
      <Namesakes base="/kommune" namesakes={loaded.namesakes} />
      <KeyFigures figures={figures} period={String(year)} pricePerKg={figures.pricePerKg} />
      <YearChoice years={years} current={year} path={path} note={period.note} />
      <FeedLink pagePath={path} />
      {codes.length > 1 ? (
        <p className={styles.small}>
          Kommunenummer {codes.join(', ')}: kommunen har fått nytt nummer i kommunereformene, og tallene
          gjelder alle numrene under dagens navn.
        </p>
      ) : null}

      <DetailSection id="sesong" title="Landet uke for uke">
        <SeasonChart
          id="sesongdiagram"
          title={`Rundvekt landet i ${name} per uke, ${season.years.join(' mot ')}`}
          season={season}
        />
      </DetailSection>

      <div className={styles.columns}>
        <DetailSection id="arter" title={`Arter ${year}`} source>
          <DataTable
            id="tabell-arter"
            name="arter"
            caption={`Landet i ${name} per art, ${year}`}
            captionHidden
            rows={species}
            rowKey={(row) => row.code ?? 'ukjent'}
            empty="Ingen landinger."
            columns={municipalitySpeciesColumns}
            csvHref={csvHref('arter')}
          />
          <ValueNote totals={species} />
        </DetailSection>
        <DetailSection id="redskap" title={`Redskap ${year}`} source>
          <DataTable
            id="tabell-redskap"
            name="redskap"
            caption={`Landet i ${name} per redskapsgruppe, ${year}`}
            captionHidden
            rows={gears}
            rowKey={(row) => row.code ?? 'ukjent'}
            empty="Ingen landinger."
            columns={namedWeightColumns('Redskapsgruppe')}
            csvHref={csvHref('redskap')}
          />
        </DetailSection>
      </div>

      <div className={styles.columns}>
        <DetailSection id="mottak" title={`Mottakene ${year}`} source>
          <DataTable
            id="tabell-mottak"
            name="mottak"
            caption={`Mottakene i ${name} og hva de tok imot i ${year}`}
            captionHidden
            rows={stations}
            rowKey={(row) => row.id}
            empty="Ingen mottak tok imot landinger her i året."
            columns={municipalityStationColumns}
            csvHref={csvHref('mottak')}
          />
        </DetailSection>
        <PlaceTopListSection
          id="baater"
          title={`Båtene som landet mest ${year}`}
          kind="boat"
          header="Båt"
          list={topBoats}
          csvHref={csvHref('baater')}
          view={placeTopListView(period, { OffloadTown: codes }, 'boat')}
        />
      </div>

      <DetailSection
        id="hjemmehorende"
        title={`Båter som hører hjemme i ${name}`}
        source="Fartøyregisteret (hjemkommune), sluttsedler (landet i året, i hele landet)."
      >
        <DataTable
          id="tabell-hjemmehorende"
          name="hjemmehorende"
          caption={
            homeBoats.length > HOME_BOAT_ROWS
              ? `Båter med hjemkommune ${name}: de ${HOME_BOAT_ROWS} som landet mest i ${year} av ${formatNumber(homeBoats.length)}`
              : `Båter med hjemkommune ${name}`
          }
          rows={homeBoats.slice(0, HOME_BOAT_ROWS)}
          rowKey={(row) => row.id}
          empty={`Ingen båter har ${name} som hjemkommune.`}
          columns={homeBoatColumns(year)}
          csvHref={csvHref('hjemmehorende')}
        />
      </DetailSection>

      <p>
        <Link
          href={withParams('/topoffloads', {
            municipality: codes.join(','),
            from: period.from,
            to: period.to,
          })}
        >
          Toppliste for {name} med filtre
        </Link>
      </p>
    </>
  );
}
