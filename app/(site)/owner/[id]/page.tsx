import type { Metadata } from 'next';
import { FeedLink } from '@/components/detail/feed-link';
import { notFound } from 'next/navigation';
import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import { DataTable, FooterCell } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { FactList } from '@/components/ui/fact-list';
import { EntityPageHead } from '@/components/detail/entity-page-head';
import { KeyFigures } from '@/components/detail/key-figures';
import { DetailSection } from '@/components/detail/detail-section';
import { entityMetadata, missingEntityMetadata } from '@/components/detail/entity-metadata';
import { monthlyChart } from '@/components/detail/monthly-chart';
import {
  currentBoatColumns,
  formerBoatColumns,
  landedPerBoatColumns,
} from '@/components/detail/owner-columns';
import { SpeciesTable } from '@/components/detail/species-table';
import { tableCsvHref } from '@/components/detail/table-download';
import { loadEntityYear, type EntityPageProps } from '@/components/detail/entity-year-page';
import { routeId } from '@/lib/url-state';
import { YearChoice } from '@/components/detail/year-links';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { valueCoverageText, WITHHELD_VALUE_NOTE, type ValueTotal } from '@/lib/landings/value-coverage';
import { ValueFigure, ValueNote } from '@/components/ui/value-figure';
import { QuotaSection } from '@/components/quotas/quota-section';
import type { OwnerBoat, OwnerBoatLandings } from '@/lib/landings/owners/owners';
import { ownerDescription } from '@/lib/seo/descriptions';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { loadOwner, loadOwnerYear } from './load-owner';
import { forPage } from '@/lib/api/page-errors';
import { reads } from '@/lib/store-reads/reads';

export async function generateMetadata({ params }: EntityPageProps): Promise<Metadata> {
  const owner = await forPage(async () => loadOwner(routeId((await params).id)));
  if (!owner) return missingEntityMetadata('Fant ikke eieren');
  return entityMetadata({
    title: owner.name ?? `Fartøyeier ${owner.id}`,
    description: ownerDescription(owner),
    url: absoluteUrl(entityPath.owner(owner.id)),
  });
}

export default async function OwnerPage(props: EntityPageProps) {
  const { loaded, yearParam } = await loadEntityYear(props, loadOwnerYear);
  if (!loaded) notFound();
  const { owner, years, period, year, landed, current, former, boatsInYear } = loaded;
  const landedValue: ValueTotal = {
    value: landed?.totalValue ?? null,
    weight: landed?.totalWeight ?? 0,
    pricedWeight: landed?.totalPricedWeight ?? 0,
    landings: landed?.totalLandings ?? 0,
    pricedLandings: landed?.totalPricedLandings ?? 0,
  };
  const landedCoverage = valueCoverageText(landedValue);
  const [breakdown, quotas, keyFigures] = await Promise.all([
    reads.ownerYearBreakdown(owner.id, year),
    reads.ownerQuotas(owner.id),
    reads.entityKeyFigures('owner', owner.id, { from: `${year}-01-01`, to: `${year}-12-31` }),
  ]);
  const quotaBoatNames = new Map(
    quotas.vessels.map((vessel) => [vessel.boatId, vessel.name ?? vessel.boatId]),
  );
  const throughCompanies = quotas.vessels.filter((vessel) => vessel.depth > 0).length;
  const path = entityPath.owner(owner.id);
  const url = absoluteUrl(path);
  const csvHref = (table: string) => tableCsvHref(path, table, { year: yearParam });
  const name = owner.name ?? `Fartøyeier ${owner.id}`;
  const isPerson = owner.entityType === 'PERSON';
  const chart = monthlyChart(
    breakdown.monthly,
    (series) => ({ key: series.id ?? 'ukjent', name: series.name ?? series.id ?? 'Ukjent båt' }),
    'Andre båter',
  );
  const address = [owner.postalCode, owner.city ? formatMunicipalityName(owner.city) : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <EntityPageHead
        entity={organizationJsonLd({
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
        })}
        trail={[{ name: 'Alle selskap', href: '/firm?vis=rederier' }]}
        name={name}
        url={url}
      />
      <p className={styles.kicker}>{isPerson ? 'Fartøyeier' : 'Rederi / fartøyeier'}</p>
      <h1>{name}</h1>
      <KeyFigures figures={keyFigures} period={String(year)} />
      <YearChoice years={years} current={year} path={path} note={period.note} />
      <FeedLink pagePath={path} />
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

      <DetailSection id="baater" title="Båter" source="Fartøyregisteret.">
        <DataTable<OwnerBoat>
          id="tabell-baater-naa"
          name="baater-naa"
          caption="Båter eid nå"
          rows={current}
          rowKey={(boat, i) => `${boat.boatId}-${i}`}
          empty="Eier ingen båter nå."
          columns={currentBoatColumns}
          csvHref={csvHref('baater-naa')}
        />
        {former.length > 0 ? (
          <DataTable<OwnerBoat>
            id="tabell-baater-tidligere"
            name="baater-tidligere"
            caption="Båter eid tidligere"
            rows={former}
            rowKey={(boat, i) => `${boat.boatId}-${i}`}
            columns={formerBoatColumns}
            csvHref={csvHref('baater-tidligere')}
          />
        ) : null}
      </DetailSection>

      <QuotaSection
        id="kvoter"
        title={`Kvoter ${quotas.year}`}
        year={quotas.year}
        lines={quotas.lines}
        withBoat
        boatNames={quotaBoatNames}
        csvHref={csvHref('kvoter')}
        empty={`Ingen av båtene ${name} eier, direkte eller gjennom selskaper, har kvoter i registeret.`}
        intro={
          <p data-fact="kvote-baater">
            {formatNumber(quotas.vessels.length)} {quotas.vessels.length === 1 ? 'båt' : 'båter'} med kvoter
            {throughCompanies > 0 ? `, ${formatNumber(throughCompanies)} av dem eid gjennom selskaper` : ''}.
          </p>
        }
      />

      <DetailSection
        id="landet"
        title={`Landet ${year}`}
        source={`Sluttsedler, for tiden hver båt var eid av ${name}.`}
      >
        <p>
          Båtene landet <strong>{formatWeight(landed?.totalWeight ?? 0)}</strong>
          {landedValue.value != null ? (
            <>
              {' '}
              til en verdi av <strong>{formatPrice(landedValue.value)}</strong>
              {landedCoverage ? ` (${landedCoverage})` : ''}
            </>
          ) : null}{' '}
          i {year}, mens de var eid av {name}.
          {landedValue.value == null && landedValue.weight > 0 ? ` ${WITHHELD_VALUE_NOTE}` : ''}
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
          id="tabell-landet-per-baat"
          name="landet-per-baat"
          caption={`Landet per båt, ${year}`}
          rows={boatsInYear}
          rowKey={(boat, i) => `${boat.boatId}-${i}`}
          empty={`Ingen av båtene landet noe i ${year}.`}
          columns={landedPerBoatColumns}
          csvHref={csvHref('landet-per-baat')}
          footer={
            <tr>
              <th scope="row">Sum</th>
              <FooterCell align="end" phone="key">
                {formatWeight(landed?.totalWeight ?? 0)}
              </FooterCell>
              <FooterCell align="end" label="Verdi">
                <ValueFigure total={landedValue} />
              </FooterCell>
              <FooterCell align="end" label="Landinger">
                {formatNumber(boatsInYear.reduce((sum, boat) => sum + boat.landings, 0))}
              </FooterCell>
              <FooterCell />
            </tr>
          }
        />
        <ValueNote
          totals={[landedValue, ...boatsInYear.map((boat) => ({ ...boat, weight: boat.landedWeight }))]}
        />
        <h3>Per art</h3>
        <SpeciesTable
          species={breakdown.species}
          caption={`Landet per art, ${year}`}
          csvHref={csvHref('arter')}
        />
      </DetailSection>
    </>
  );
}
