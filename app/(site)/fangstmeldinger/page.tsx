import { listPageMetadataFrom } from '@/lib/seo/list-page-metadata';
import styles from '@/components/detail/detail.module.css';
import { FilterForm } from '@/components/filters/filter-form';
import {
  byLabel,
  GearField,
  LengthGroupField,
  OptionalSelectField,
  SpeciesField,
} from '@/components/filters/form-fields';
import { FleetOnBoard } from '@/components/logbook/fleet-on-board';
import { haulColumns } from '@/components/logbook/haul-columns';
import { GeoMap } from '@/components/maps/geo-map';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { LENGTH_GROUPS } from '@/lib/fiskeridir/code-lists';
import { formatDateTime, formatNumber, formatWeight } from '@/lib/format';
import { HAUL_CSV_ROWS } from '@/lib/landings/latest-hauls';
import {
  haulListHref,
  haulListParams,
  isHaulListFiltered,
  parseHaulList,
  withParams,
  type SearchParams,
} from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

interface Props {
  searchParams: Promise<SearchParams>;
}

const PAGE_SIZE = 50;

export const generateMetadata = listPageMetadataFrom(parseHaulList, (state) => ({
  title: 'Siste fangstmeldinger',
  description:
    'De nyeste trekkene fra fiskebåtenes elektroniske fangstdagbøker: båt, redskap, område, posisjon og fangst per art. Kilde: Fiskeridirektoratet.',
  canonicalPath: '/fangstmeldinger',
  noindex: isHaulListFiltered(state) || state.page > 1,
}));

/** /fangstmeldinger: the newest hauls across the fleet (ERS catch messages), filtered, mapped, paged. */
export default async function LatestHaulsPage({ searchParams }: Props) {
  const state = parseHaulList(await searchParams);
  const filters = { gear: state.gear, species: state.species, area: state.area, length: state.length };
  const [found, options, fleet] = await Promise.all([
    reads.latestHauls(filters, state.page, PAGE_SIZE),
    reads.haulFilterOptions(),
    reads.fleetCatchOnBoard(),
  ]);
  // With a species filter, that species leads each haul's list, so the table shows what was asked for.
  const page = state.species
    ? {
        ...found,
        hauls: found.hauls.map((haul) => ({
          ...haul,
          species: [
            ...haul.species.filter((s) => s.code === state.species),
            ...haul.species.filter((s) => s.code !== state.species),
          ],
        })),
      }
    : found;
  const mapped = page.hauls.filter((haul) => haul.latitude != null && haul.longitude != null);

  return (
    <>
      <h1>Siste fangstmeldinger</h1>
      <p className="lead">
        {page.newest
          ? `Trekkene fiskebåtene har meldt i den elektroniske fangstdagboken (ERS), nyeste først: ${formatNumber(page.total)} trekk${isHaulListFiltered(state) ? ' passer filteret' : ''}. Nyeste trekk startet ${formatDateTime(page.newest)}.`
          : 'Ingen elektroniske fangstmeldinger (ERS) er lest inn ennå. De kommer med neste innlesing av Fiskeridirektoratets ERS-filer.'}{' '}
        Båter under 15 meter fører ikke elektronisk fangstdagbok.
      </p>

      <FilterForm
        label="Filtrer fangstmeldingene"
        resetHref={isHaulListFiltered(state) ? '/fangstmeldinger' : null}
      >
        <GearField
          idPrefix="fm"
          value={state.gear}
          gears={options.gears.map((gear) => [gear.code, gear.name] as const)}
        />
        <SpeciesField
          idPrefix="fm"
          value={state.species}
          species={options.species.map((species) => [species.code, species.name] as const)}
        />
        <OptionalSelectField
          id="fm-omrade"
          label="Hovedområde"
          name="area"
          value={state.area}
          // By name, the code after it for those who know the directorate's numbering.
          choices={byLabel(
            options.areas.map((area) => [
              area.code,
              area.name ? `${area.name} (${area.code})` : `Område ${area.code}`,
            ]),
          )}
        />
        <LengthGroupField
          idPrefix="fm"
          value={state.length}
          groups={LENGTH_GROUPS.filter((group) => Number(group.code) >= 3)}
        />
      </FilterForm>

      <GeoMap
        id="fangstmeldingskart"
        kind="catch"
        title="Trekkene på denne siden"
        summary={
          mapped.length > 0
            ? `Kart med ${formatNumber(mapped.length)} trekk, fra start til slutt; prikkene er større jo mer som ble fanget. Største: ${formatWeight(Math.max(...mapped.map((h) => h.weight)))}.`
            : 'Kart over norskekysten. Ingen trekk med posisjon.'
        }
        points={mapped.map((haul) => ({
          key: haul.messageId,
          latitude: haul.latitude!,
          longitude: haul.longitude!,
          label: `${haul.vesselName ?? haul.radioCallSign ?? 'Ukjent båt'}, ${formatDateTime(haul.start)}`,
          detail: `${haul.gear ?? 'ukjent redskap'}, ${formatWeight(haul.weight)}`,
          weight: haul.weight,
          href: haul.vesselId ? `/boats/${haul.vesselId}` : undefined,
        }))}
        lines={mapped
          .filter((haul) => haul.stopLatitude != null && haul.stopLongitude != null)
          .map((haul) => ({
            key: haul.messageId,
            label: `Trekk ${formatDateTime(haul.start)}`,
            path: [
              [haul.latitude!, haul.longitude!],
              [haul.stopLatitude!, haul.stopLongitude!],
            ],
            color: '#c1121f',
          }))}
        pointsListedBelow
      />

      <DataTable
        id="tabell-fangstmeldinger"
        name="fangstmeldinger"
        caption={`Siste trekk, side ${state.page}`}
        captionHidden
        columns={haulColumns}
        rows={page.hauls}
        rowKey={(haul) => haul.messageId}
        csvHref={withParams('/fangstmeldinger/csv', { ...haulListParams(state), page: undefined })}
        csvLabel={`Last ned de ${formatNumber(HAUL_CSV_ROWS)} nyeste trekkene (CSV)`}
        empty="Ingen trekk passer filteret."
        collapseAfter={null}
      />
      <Pagination
        page={state.page}
        count={PAGE_SIZE}
        total={page.total}
        hrefFor={(pageNo) => haulListHref(state, { page: pageNo })}
        label="Sider med fangstmeldinger"
        noun="trekk"
      />
      <p className={styles.source}>
        Kilde: Fiskeridirektoratet (elektronisk rapportering, ERS). Tider i norsk tid.
      </p>
      <FleetOnBoard fleet={fleet} />
    </>
  );
}
