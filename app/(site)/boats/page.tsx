import { listPageMetadataFrom } from '@/lib/seo/list-page-metadata';
import Link from 'next/link';
import { FilterForm } from '@/components/filters/filter-form';
import {
  GearField,
  LengthGroupField,
  OptionalSelectField,
  YearField,
} from '@/components/filters/form-fields';
import {
  boatDirectoryHref,
  boatListOptions,
  defaultOrder,
  directoryParams,
  type DirectorySort,
  isFiltered,
  parseBoatDirectory,
  type SearchParams,
  withParams,
} from '@/lib/url-state';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { municipalityLabel } from '@/components/detail/landing-links';
import { DirectoryTable } from '@/components/detail/directory-table';
import { FollowBoatButton } from '@/components/user/follow-boat-button';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { boatDisplayName, formatDate, formatLength, formatNumber, formatWeight } from '@/lib/format';
import { type BoatListItem } from '@/lib/landings/boats/boats';
import type { ValueTotal } from '@/lib/landings/value-coverage';
import { ValueFigure } from '@/components/ui/value-figure';
import { entityPath } from '@/lib/seo/site-url';
import fieldStyles from '@/components/filters/filters.module.css';
import { reads } from '@/lib/store-reads/reads';

interface Props {
  searchParams: Promise<SearchParams>;
}

const PAGE_SIZE = 50;

export const generateMetadata = listPageMetadataFrom(parseBoatDirectory, (state) => ({
  title: state.page > 1 ? `Alle båter – side ${state.page}` : 'Alle båter',
  description:
    'Alle norske fiskefartøy med landinger: sorter på navn, lengde, siste landing eller landet vekt i år, og filtrer på redskap, lengdegruppe og fylke. Kilde: Fiskeridirektoratet.',
  canonicalPath: state.page > 1 ? `/boats?page=${state.page}` : '/boats',
  noindex: isFiltered(state),
}));

export default async function BoatsPage({ searchParams }: Props) {
  const state = parseBoatDirectory(await searchParams);
  const [list, options, facts] = await Promise.all([
    reads.listBoats({ ...boatListOptions(state), page: state.page, count: PAGE_SIZE }),
    reads.boatDirectoryOptions(),
    reads.storeFacts(),
  ]);
  const year = list.year;
  const { sort } = directoryParams(state);

  return (
    <>
      <h1>Alle båter</h1>
      <p className="lead">
        {isFiltered(state)
          ? `${formatNumber(list.total)} av ${formatNumber(facts.boatCount)} båter passer filteret.`
          : `${formatNumber(list.total)} fiskefartøy med landinger eller i fartøyregisteret.`}{' '}
        Landet vekt og verdi gjelder {year}.
      </p>

      <FilterForm label="Filtrer båtene" resetHref={isFiltered(state) ? '/boats' : null}>
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <label>
          Navn eller merke
          <input
            className={fieldStyles.field}
            type="search"
            name="q"
            defaultValue={state.q ?? ''}
            placeholder="f.eks. Torsken eller N-45-B"
          />
        </label>
        <GearField idPrefix="baater" value={state.gear} gears={options.gearGroups.map(withBoatCount)} />
        <LengthGroupField idPrefix="baater" value={state.length} />
        <OptionalSelectField
          id="baater-fylke"
          label="Fylke"
          name="county"
          value={state.county}
          choices={options.counties.map(withBoatCount)}
        />
        <YearField
          idPrefix="baater"
          value={state.year}
          years={facts.years}
          latest={facts.latestYear}
          latestLabel={String(facts.latestYear ?? 'Siste')}
        />
      </FilterForm>

      <DirectoryTable<BoatListItem>
        name="baater"
        caption={`Båter, sortert etter ${sortLabel(state.sort)}`}
        rows={list.boats}
        empty="Ingen båter passer filteret."
        columns={boatDirectoryColumns(year)}
        sort={{ key: state.sort, direction: state.order }}
        sortHref={(sort) =>
          boatDirectoryHref(state, { sort: sort.key as DirectorySort, order: sort.direction, page: 1 })
        }
        csvHref={withParams('/boats/csv', { ...directoryParams(state), page: undefined })}
        valueOf={boatValue}
        list={list}
        hrefFor={(page) => boatDirectoryHref(state, { page })}
        noun="båter"
        source="Fartøyregisteret og sluttsedler."
      />
    </>
  );
}

/** A filter choice with the number of boats it has: `Garn (412)`. */
const withBoatCount = (option: { code: string; name: string; boats: number }) =>
  [option.code, `${option.name} (${formatNumber(option.boats)})`] as const;

/** What a boat landed in the directory's year, and how much of its value is known. */
const boatValue = (boat: BoatListItem): ValueTotal => ({ ...boat, weight: boat.landedWeight });

/** The directory's columns; the sortable ones sort in SQL (reads.listBoats), by the keys of `DIRECTORY_SORTS`. */
function boatDirectoryColumns(year: number): DataColumn<BoatListItem>[] {
  return [
    {
      key: 'name',
      header: 'Navn',
      rowHeader: true,
      sortable: true,
      defaultDirection: defaultOrder('name'),
      cell: (boat) => (
        <>
          <Link href={entityPath.boat(boat.id)} prefetch={false}>
            {boatDisplayName(boat.name, boat.id)}
          </Link>
          {boat.registrationMark ? <RowMark>{displayRegistrationMark(boat.registrationMark)}</RowMark> : null}
        </>
      ),
    },
    {
      key: 'length',
      header: 'Lengde',
      align: 'end',
      sortable: true,
      defaultDirection: defaultOrder('length'),
      cell: (boat) => formatLength(boat.length),
    },
    { key: 'redskap', header: 'Redskap', cell: (boat) => boat.gearGroup ?? '–' },
    {
      key: 'kommune',
      header: 'Hjemkommune',
      cell: (boat) =>
        boat.municipality
          ? `${municipalityLabel(boat.municipality)}${boat.county && !boat.municipality.includes(' i ') ? `, ${boat.county}` : ''}`
          : '–',
    },
    {
      key: 'lastLanding',
      header: 'Siste landing',
      align: 'end',
      sortable: true,
      defaultDirection: defaultOrder('lastLanding'),
      cell: (boat) => formatDate(boat.lastLandingDate),
    },
    {
      key: 'weight',
      header: `Landet ${year}`,
      align: 'end',
      phone: 'key',
      sortable: true,
      defaultDirection: defaultOrder('weight'),
      cell: (boat) => formatWeight(boat.landedWeight),
    },
    {
      key: 'verdi',
      header: `Verdi ${year}`,
      align: 'end',
      cell: (boat) => <ValueFigure total={boatValue(boat)} />,
    },
    {
      key: 'folg',
      header: <span className="visually-hidden">Følg</span>,
      cell: (boat) => <FollowBoatButton boatId={boat.id} boatName={boat.name} />,
    },
  ];
}

function sortLabel(sort: string): string {
  return sort === 'name'
    ? 'navn'
    : sort === 'length'
      ? 'lengde'
      : sort === 'lastLanding'
        ? 'siste landing'
        : 'landet vekt';
}
