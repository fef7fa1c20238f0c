import { listPageMetadataFrom } from '@/lib/seo/list-page-metadata';
import { DetailSection } from '@/components/detail/detail-section';
import { FilterForm } from '@/components/filters/filter-form';
import { SpeciesField, YearField } from '@/components/filters/form-fields';
import {
  groupHoldingColumns,
  shareText,
  speciesHoldingColumns,
  vesselHoldingColumns,
} from '@/components/quotas/quota-columns';
import { QUOTA_SOURCE } from '@/components/quotas/quota-section';
import { DataTable } from '@/components/ui/data-table';
import { FactList } from '@/components/ui/fact-list';
import { formatNumber, formatWeight } from '@/lib/format';
import { parseQuotaPage, quotaPageHref, withParams, type SearchParams } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

interface Props {
  searchParams: Promise<SearchParams>;
}

export const generateMetadata = listPageMetadataFrom(parseQuotaPage, (state) => ({
  title: 'Kvoter',
  description:
    'Hvem holder kvotene? Kvoter per art og år fra fartøyregisteret, båtene og eiergruppene med størst kvote, og hvor stor del de ti største gruppene har. Kilde: Fiskeridirektoratet.',
  canonicalPath: '/kvoter',
  noindex: Boolean(state.year || state.species),
}));

/** /kvoter: quota holdings per species and year, the largest vessels and owner groups. */
export default async function QuotasPage({ searchParams }: Props) {
  const state = parseQuotaPage(await searchParams);
  const holdings = await reads.quotaHoldings(state.year, state.species);
  const year = holdings.year;
  const chosen = state.species ? holdings.species.find((s) => s.speciesCode === state.species) : undefined;
  const speciesName = state.species ? (chosen?.species ?? state.species) : null;
  const suffix = speciesName ? `, ${speciesName}` : '';
  const csvHref = (table: string) => withParams(`/kvoter/csv/${table}`, { year, art: state.species });

  return (
    <>
      <h1>Kvoter</h1>
      <p className="lead">
        Kvotene i de lukkede fiskeriene slik fartøyregisteret oppgir dem, og hvor mye som er fisket av dem.
        Eiergruppen er eieren øverst i kjeden av selskaper som eier båten.
      </p>

      <FilterForm label="Velg år og art" resetHref={state.year || state.species ? '/kvoter' : null}>
        <YearField
          idPrefix="kvoter"
          value={state.year}
          years={holdings.years}
          latest={holdings.years[0]}
          latestLabel={`${holdings.years[0] ?? year} (siste)`}
        />
        <SpeciesField
          idPrefix="kvoter"
          value={state.species}
          empty="Alle arter"
          species={holdings.species
            .filter((s) => s.speciesCode)
            .map((s) => [s.speciesCode!, s.species ?? s.speciesCode!] as const)}
        />
      </FilterForm>

      <DetailSection id="konsentrasjon" title={`Hvem holder kvotene, ${year}${suffix}`} source={QUOTA_SOURCE}>
        <FactList
          label={`Kvoter ${year}${suffix}`}
          facts={[
            {
              label: 'Kvote i tonn i alt',
              value: formatWeight(holdings.totalQuotaWeight),
              name: 'kvote-i-alt',
            },
            {
              label: 'De ti største eiergruppene',
              value:
                holdings.topTenShare === null
                  ? null
                  : `${shareText(holdings.topTenShare)} (${formatWeight(holdings.topTenWeight)})`,
              name: 'ti-storste',
            },
            {
              label: 'Båter med kvote',
              value: formatNumber(holdings.vesselCount),
              name: 'baater',
            },
          ]}
        />
        <DataTable
          id="tabell-eiergrupper"
          name="eiergrupper"
          caption={`De største eiergruppene, ${year}${suffix}`}
          columns={groupHoldingColumns}
          rows={holdings.topGroups}
          rowKey={(row) => row.groupId}
          csvHref={csvHref('eiergrupper')}
          empty="Ingen kvoter i tonn for dette året."
        />
      </DetailSection>

      <DetailSection
        id="kvote-baater"
        title={`Båtene med størst kvote, ${year}${suffix}`}
        source={QUOTA_SOURCE}
      >
        <DataTable
          id="tabell-kvote-baater"
          name="kvote-baater"
          caption={`Båtene med størst kvote i tonn, ${year}${suffix}`}
          captionHidden
          columns={vesselHoldingColumns}
          rows={holdings.topVessels}
          rowKey={(row) => row.boatId}
          csvHref={csvHref('baater')}
          empty="Ingen kvoter i tonn for dette året."
        />
      </DetailSection>

      <DetailSection id="kvoter-per-art" title={`Kvoter per art, ${year}`} source={QUOTA_SOURCE}>
        <DataTable
          id="tabell-kvoter-per-art"
          name="kvoter-per-art"
          caption={`Kvoter og fangst per art, ${year}`}
          captionHidden
          columns={speciesHoldingColumns((code) => quotaPageHref(state, { species: code }))}
          rows={holdings.species}
          rowKey={(row) => row.speciesCode ?? 'ukjent'}
          csvHref={csvHref('arter')}
          csvLabel={`Last ned kvoter per art ${year} (CSV)`}
          empty="Registeret har ingen kvoter for dette året."
        />
      </DetailSection>
    </>
  );
}
