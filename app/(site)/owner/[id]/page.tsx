import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { shortMonth, longMonth } from '@/components/charts/month-label';
import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import { limitSeries } from '@/components/charts/stack';
import { Breadcrumbs } from '@/components/detail/breadcrumbs';
import { DataTable } from '@/components/detail/data-table';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/detail/fact-list';
import { JsonLdScript } from '@/components/detail/json-ld-script';
import { osloToday, resolvePeriod } from '@/components/detail/period';
import { SourceNote } from '@/components/detail/source-note';
import { SpeciesTable } from '@/components/detail/species-table';
import { param, routeId, withParams, type SearchParams } from '@/components/detail/url';
import { YearLinks } from '@/components/detail/year-links';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatDate, formatLength, formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { ownerYearBreakdown } from '@/lib/landings/owner-page';
import { getOwner, ownerBoats, type OwnerBoat, type OwnerBoatLandings } from '@/lib/landings/owners';
import { storeFacts } from '@/lib/landings/site-data';
import { ownerDescription } from '@/lib/seo/descriptions';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

const loadOwner = cache(async (id: string) => getOwner(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const owner = await loadOwner(routeId((await params).id));
  if (!owner) return { title: 'Fant ikke eieren', robots: { index: false } };
  const url = absoluteUrl(entityPath.owner(owner.id));
  const title = owner.name ?? `Fartøyeier ${owner.id}`;
  const description = ownerDescription(owner);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'website', siteName: 'Fangstdata', locale: 'nb_NO' },
  };
}

const ownedSpan = (boat: Pick<OwnerBoat, 'fromYear' | 'toYear' | 'current'>) =>
  `${boat.fromYear ?? 'før registeret'}–${boat.current ? 'nå' : (boat.toYear ?? '')}`;

export default async function OwnerPage({ params, searchParams }: Props) {
  const id = routeId((await params).id);
  const query = await searchParams;
  const owner = await loadOwner(id);
  if (!owner) notFound();
  const facts = await storeFacts();
  const period = resolvePeriod({ year: param(query.year) }, { today: osloToday(), dataYears: facts.years });
  const year = period.year ?? Number(period.from.slice(0, 4));
  const [landed, breakdown] = await Promise.all([
    ownerBoats(owner.id, year),
    ownerYearBreakdown(owner.id, year),
  ]);
  const path = entityPath.owner(owner.id);
  const url = absoluteUrl(path);
  const name = owner.name ?? `Fartøyeier ${owner.id}`;
  const isPerson = owner.entityType === 'PERSON';
  const current = owner.boats.filter((boat) => boat.current);
  const currentIds = new Set(current.map((boat) => boat.boatId));
  const former = owner.boats.filter((boat) => !boat.current && !currentIds.has(boat.boatId));
  const boatsInYear = (landed?.boats ?? []).filter((boat) => boat.landedWeight > 0 || boat.current);
  const chart = {
    categories: breakdown.monthly.months.map((month) => ({
      key: month,
      label: shortMonth(month),
      fullLabel: longMonth(month),
    })),
    series: limitSeries(
      breakdown.monthly.series.map((series) => ({
        key: series.id ?? 'ukjent',
        name: series.name ?? series.id ?? 'Ukjent båt',
        values: series.weights,
      })),
      8,
      'Andre båter',
    ),
  };
  const address = [owner.postalCode, owner.city ? formatMunicipalityName(owner.city) : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <JsonLdScript
        data={[
          organizationJsonLd({
            url,
            name,
            organisationNumber: owner.organisationNumber,
            postalCode: owner.postalCode,
            city: owner.city,
            person: isPerson,
            description: ownerDescription(owner),
            boats: current.map((boat) => ({
              name: boat.name,
              url: absoluteUrl(entityPath.boat(boat.boatId)),
            })),
          }),
          breadcrumbJsonLd([
            { name: 'Fangstdata', url: absoluteUrl('/') },
            { name: 'Alle selskap', url: absoluteUrl('/firm?vis=rederier') },
            { name, url },
          ]),
        ]}
      />
      <Breadcrumbs
        items={[{ name: 'Hjem', href: '/' }, { name: 'Alle selskap', href: '/firm?vis=rederier' }, { name }]}
      />
      <p className={styles.kicker}>{isPerson ? 'Fartøyeier' : 'Rederi / fartøyeier'}</p>
      <h1>{name}</h1>
      <FactList
        label={`Fakta om ${name}`}
        facts={[
          { label: 'Organisasjonsnummer', value: owner.organisationNumber, name: 'orgnr' },
          {
            label: 'Type',
            value: isPerson ? 'Privatperson' : owner.entityType === 'COMPANY' ? 'Selskap' : owner.entityType,
            name: 'type',
          },
          { label: 'Adresse', value: address || null, name: 'adresse' },
          { label: 'Båter nå', value: formatNumber(owner.currentBoatCount), name: 'baater-naa' },
          { label: 'Tidligere båter', value: formatNumber(owner.formerBoatCount), name: 'baater-tidligere' },
        ]}
      />

      <section className={styles.section} aria-labelledby="baater">
        <h2 id="baater">Båter</h2>
        <DataTable<OwnerBoat>
          name="baater-naa"
          caption="Båter eid nå"
          rows={current}
          rowKey={(boat, i) => `${boat.boatId}-${i}`}
          empty="Eier ingen båter nå."
          columns={[
            {
              key: 'navn',
              header: 'Båt',
              rowHeader: true,
              cell: (boat) => (
                <Link href={entityPath.boat(boat.boatId)}>{boat.name ?? `Fartøy ${boat.boatId}`}</Link>
              ),
            },
            {
              key: 'merke',
              header: 'Reg.merke',
              cell: (boat) => (boat.registrationMark ? displayRegistrationMark(boat.registrationMark) : '–'),
            },
            { key: 'lengde', header: 'Lengde', numeric: true, cell: (boat) => formatLength(boat.length) },
            { key: 'redskap', header: 'Redskap', cell: (boat) => boat.gearGroup ?? '–' },
            { key: 'eid', header: 'Eid', cell: ownedSpan },
            {
              key: 'siste',
              header: 'Siste landing',
              numeric: true,
              cell: (boat) => formatDate(boat.lastLandingDate),
            },
          ]}
        />
        {former.length > 0 ? (
          <DataTable<OwnerBoat>
            name="baater-tidligere"
            caption="Båter eid tidligere"
            rows={former}
            rowKey={(boat, i) => `${boat.boatId}-${i}`}
            columns={[
              {
                key: 'navn',
                header: 'Båt',
                rowHeader: true,
                cell: (boat) => (
                  <Link href={entityPath.boat(boat.boatId)}>{boat.name ?? `Fartøy ${boat.boatId}`}</Link>
                ),
              },
              {
                key: 'merke',
                header: 'Reg.merke',
                cell: (boat) =>
                  boat.registrationMark ? displayRegistrationMark(boat.registrationMark) : '–',
              },
              { key: 'lengde', header: 'Lengde', numeric: true, cell: (boat) => formatLength(boat.length) },
              { key: 'eid', header: 'Eid', cell: ownedSpan },
            ]}
          />
        ) : null}
        <SourceNote>Fartøyregisteret.</SourceNote>
      </section>

      <section className={styles.section} aria-labelledby="landet">
        <h2 id="landet">Landet {year}</h2>
        <YearLinks years={facts.years} current={year} hrefFor={(y) => withParams(path, { year: y })} />
        {period.note ? <p className={styles.note}>{period.note}</p> : null}
        <p>
          Båtene landet <strong data-fact="total-vekt">{formatWeight(landed?.totalWeight ?? 0)}</strong> til
          en verdi av <strong>{formatPrice(landed?.totalValue)}</strong> i {year}, mens de var eid av {name}.
        </p>
        <StackedBarChart
          id="eierdiagram"
          title={`Rundvekt per måned ${year}, fordelt på båt`}
          summary={`Båtene til ${name} landet ${formatWeight(landed?.totalWeight ?? 0)} i ${year}. ${boatsInYear
            .slice(0, 3)
            .map((boat) => `${boat.name ?? boat.boatId}: ${formatWeight(boat.landedWeight)}`)
            .join(', ')}.`}
          data={chart}
          categoryHeading="Måned"
        />
        <DataTable<OwnerBoatLandings>
          name="landet-per-baat"
          caption={`Landet per båt, ${year}`}
          rows={boatsInYear}
          rowKey={(boat, i) => `${boat.boatId}-${i}`}
          empty={`Ingen av båtene landet noe i ${year}.`}
          columns={[
            {
              key: 'navn',
              header: 'Båt',
              rowHeader: true,
              cell: (boat) => (
                <Link href={entityPath.boat(boat.boatId)}>{boat.name ?? `Fartøy ${boat.boatId}`}</Link>
              ),
            },
            {
              key: 'vekt',
              header: 'Rundvekt',
              numeric: true,
              cell: (boat) => formatWeight(boat.landedWeight),
            },
            { key: 'verdi', header: 'Verdi', numeric: true, cell: (boat) => formatPrice(boat.value) },
            {
              key: 'landinger',
              header: 'Landinger',
              numeric: true,
              cell: (boat) => formatNumber(boat.landings),
            },
            {
              key: 'arter',
              header: 'Viktigste arter',
              cell: (boat) =>
                boat.topSpecies
                  .slice(0, 3)
                  .map((s) => `${s.name ?? s.code} ${formatWeight(s.weight)}`)
                  .join(', ') || '–',
            },
          ]}
          footer={
            <tr>
              <th scope="row">Sum</th>
              <td className={styles.num}>{formatWeight(landed?.totalWeight ?? 0)}</td>
              <td className={styles.num}>{formatPrice(landed?.totalValue)}</td>
              <td className={styles.num}>
                {formatNumber(boatsInYear.reduce((sum, boat) => sum + boat.landings, 0))}
              </td>
              <td />
            </tr>
          }
        />
        <h3>Per art</h3>
        <SpeciesTable species={breakdown.species} caption={`Landet per art, ${year}`} />
        <SourceNote>Sluttsedler, for tiden hver båt var eid av {name}.</SourceNote>
      </section>
    </>
  );
}
