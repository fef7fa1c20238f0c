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
import { monthPriceColumns, namedWeightColumns } from '@/components/places/place-columns';
import { PlaceTopListSection, placeTopListView } from '@/components/places/place-top-list';
import { Namesakes } from '@/components/places/namesakes';
import { PriceChart } from '@/components/places/price-chart';
import { SeasonChart } from '@/components/places/season-chart';
import { bycatchSpeciesColumns } from '@/components/prices/price-columns';
import { DataTable } from '@/components/ui/data-table';
import { forPage } from '@/lib/api/page-errors';
import { formatNumber, formatWeight } from '@/lib/format';
import { formatShare } from '@/components/detail/species-table';
import { PLACE_TOP_ROWS } from '@/lib/landings/places/place-pages';
import { PRICE_YEARS } from '@/lib/landings/places/species-page';
import { datasetJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { reads } from '@/lib/store-reads/reads';
import { param, routeId, type SearchParams, withParams } from '@/lib/url-state';
import { loadSpecies, SPECIES_TOP_LISTS } from './load-species';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

async function load(props: Props) {
  const slug = routeId((await props.params).slug);
  const yearParam = param((await props.searchParams).year);
  return { slug, yearParam, loaded: await forPage(() => loadSpecies(slug, yearParam)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { loaded } = await load(props);
  if (!loaded) return missingEntityMetadata('Fant ikke arten');
  const { species, year, figures } = loaded;
  return entityMetadata({
    title: `${species.name}: landinger ${year}`,
    description: `${species.name} landet i Norge i ${year}: ${formatWeight(figures.weight)} fordelt på ${formatNumber(figures.landings)} sluttsedler, uke for uke, med båtene, kjøperne, mottakene og kommunene som landet mest, redskap, fangstområder og pris per kg. Kilde: Fiskeridirektoratet.`,
    url: absoluteUrl(entityPath.species(species.name, species.code)),
  });
}

export default async function SpeciesPage(props: Props) {
  const { slug, yearParam, loaded } = await load(props);
  if (!loaded) notFound();
  const { species, years, period, year, figures, season, gears, areas, prices } = loaded;
  const path = entityPath.species(species.name, species.code);
  // Found by its code or an older spelling: the address is the name's.
  if (slug !== species.slug) permanentRedirect(withParams(path, { year: yearParam }));

  const bycatch = await reads.bycatch(species.code, year);
  const url = absoluteUrl(path);
  const csvHref = (table: string) => tableCsvHref(path, table, { year: yearParam });
  const lowerName = species.name.toLowerCase();
  const priceYearList = Array.from({ length: PRICE_YEARS }, (_, i) => year - i);
  const priceYears = `${year - PRICE_YEARS + 1}–${year}`;

  return (
    <>
      <EntityPageHead
        entity={datasetJsonLd({
          url,
          name: `Landinger av ${lowerName}`,
          description: `Landet ${lowerName} per år, uke, båt, kjøper, mottak, kommune, redskap og fangstområde.`,
          keywords: [species.name, species.group, 'sluttsedler', 'landinger'],
        })}
        trail={[{ name: 'Arter', href: '/art' }]}
        name={species.name}
        url={url}
      />
      <p className={styles.kicker}>Art{species.group ? ` · ${species.group}` : ''}</p>
      <h1>{species.name}</h1>
      <Namesakes base="/art" namesakes={loaded.namesakes} />
      <KeyFigures figures={figures} period={String(year)} pricePerKg={figures.pricePerKg} />
      <YearChoice years={years} current={year} path={path} note={period.note} />
      <FeedLink pagePath={path} />

      <DetailSection id="sesong" title="Landet uke for uke">
        <SeasonChart
          id="sesongdiagram"
          title={`Rundvekt av ${lowerName} per uke, ${season.years.join(' mot ')}`}
          season={season}
        />
      </DetailSection>

      <div className={styles.columns}>
        {SPECIES_TOP_LISTS.map((list) => (
          <PlaceTopListSection
            key={list.table}
            id={list.table}
            title={`${list.title} ${year}`}
            kind={list.kind}
            header={list.header}
            list={list.list(loaded)}
            csvHref={csvHref(list.table)}
            view={placeTopListView(period, { Fish: [species.code] }, list.kind)}
          />
        ))}
      </div>

      <div className={styles.columns}>
        <DetailSection id="redskap" title={`Redskap ${year}`} source>
          <DataTable
            id="tabell-redskap"
            name="redskap"
            caption={`${species.name} per redskapsgruppe, ${year}`}
            captionHidden
            rows={gears}
            rowKey={(row) => row.code ?? 'ukjent'}
            empty="Ingen landinger."
            columns={namedWeightColumns('Redskapsgruppe')}
            csvHref={csvHref('redskap')}
          />
        </DetailSection>
        <DetailSection id="omrader" title={`Fangstområder ${year}`} source>
          <DataTable
            id="tabell-omrader"
            name="omrader"
            caption={`${species.name} per hovedområde, ${year}`}
            captionHidden
            rows={areas.slice(0, PLACE_TOP_ROWS)}
            rowKey={(row) => row.code ?? 'ukjent'}
            empty="Ingen landinger med oppgitt fangstområde."
            columns={namedWeightColumns('Hovedområde', true)}
            csvHref={csvHref('omrader')}
          />
        </DetailSection>
      </div>

      <DetailSection
        id="pris"
        title={`Pris per måned ${priceYears}`}
        source="Beløp til fisker delt på rundvekten med kjent verdi."
      >
        {prices.some((row) => row.pricePerKg != null) ? (
          <PriceChart
            id="prisdiagram"
            title={`Kr per kg ${lowerName} per måned, ${priceYearList.join(' mot ')}`}
            prices={prices}
            years={priceYearList}
          />
        ) : (
          <p>Verdien av landingene i {priceYears} er ikke publisert ennå.</p>
        )}
        <DataTable
          id="tabell-pris"
          name="pris"
          caption={`Kr per kg ${lowerName} per måned, ${priceYears}, nyeste først`}
          captionHidden
          rows={prices}
          rowKey={(row) => row.month}
          empty="Ingen landinger."
          columns={monthPriceColumns}
          csvHref={csvHref('pris')}
        />
        <p className={styles.small}>
          Verdien publiseres av Fiskeridirektoratet 12 måneder etter landingen; måneder uten kjent verdi står
          som «holdt tilbake». Prisene per produkttilstand og redskap:{' '}
          <Link href={withParams('/priser', { art: species.code })}>Priser for {lowerName}</Link>.
        </p>
      </DetailSection>

      {bycatch && bycatch.landings > 0 ? (
        <DetailSection id="bifangst" title={`Bifangst ${year}`} source>
          <p>
            På de {formatNumber(bycatch.landings)} sluttsedlene der {lowerName} veide mest, var{' '}
            {formatShare(bycatch.bycatchShare, 1)} av vekten andre arter.
          </p>
          <DataTable
            id="tabell-bifangst"
            name="bifangst"
            caption={`Andre arter på sedlene der ${lowerName} veide mest, ${year}`}
            captionHidden
            rows={bycatch.bycatch.slice(0, PLACE_TOP_ROWS)}
            rowKey={(row) => row.code}
            columns={bycatchSpeciesColumns}
          />
        </DetailSection>
      ) : null}

      <p>
        <Link href={withParams('/topoffloads', { fish: species.code, from: period.from, to: period.to })}>
          Toppliste for {lowerName} med filtre
        </Link>
      </p>
    </>
  );
}
