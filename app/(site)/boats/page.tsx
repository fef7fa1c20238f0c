import type { Metadata } from 'next';
import Link from 'next/link';
import { AutoSubmitForm } from '@/components/detail/auto-submit-form';
import {
  boatDirectoryHref,
  defaultOrder,
  directoryParams,
  isFiltered,
  parseBoatDirectory,
  type DirectorySort,
} from '@/components/detail/boat-directory-params';
import { DataTable, RowMark, type DataColumn } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { municipalityLabel } from '@/components/detail/landing-links';
import { Pagination } from '@/components/ui/pagination';
import { SourceNote } from '@/components/detail/source-note';
import { withParams, type SearchParams } from '@/components/detail/url';
import { FollowBoatButton } from '@/components/user/follow-boat-button';
import { LENGTH_GROUPS } from '@/lib/fiskeridir/code-lists';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatDate, formatLength, formatNumber, formatPrice, formatWeight } from '@/lib/format';
import { listBoats, type BoatListItem } from '@/lib/landings/boats';
import { boatDirectoryOptions } from '@/lib/landings/directories';
import { storeFacts } from '@/lib/landings/site-data';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';

interface Props {
  searchParams: Promise<SearchParams>;
}

const PAGE_SIZE = 50;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseBoatDirectory(await searchParams);
  return {
    title: state.page > 1 ? `Alle båter – side ${state.page}` : 'Alle båter',
    description:
      'Alle norske fiskefartøy med landinger: sorter på navn, lengde, siste landing eller landet vekt i år, og filtrer på redskap, lengdegruppe og fylke. Kilde: Fiskeridirektoratet.',
    alternates: { canonical: absoluteUrl(state.page > 1 ? `/boats?page=${state.page}` : '/boats') },
    // Filtered and re-sorted copies of the list are for people, not for the index.
    robots: isFiltered(state) ? { index: false, follow: true } : undefined,
  };
}

export default async function BoatsPage({ searchParams }: Props) {
  const state = parseBoatDirectory(await searchParams);
  const [list, options, facts] = await Promise.all([
    listBoats({
      page: state.page,
      count: PAGE_SIZE,
      sort: state.sort,
      order: state.order,
      gearGroup: state.gear,
      lengthGroup: state.length,
      county: state.county,
      name: state.q,
      year: state.year,
    }),
    boatDirectoryOptions(),
    storeFacts(),
  ]);
  const year = list.year;
  const hidden = { sort: directoryParams(state).sort, order: directoryParams(state).order };

  return (
    <>
      <h1>Alle båter</h1>
      <p className="lead">
        {isFiltered(state)
          ? `${formatNumber(list.total)} av ${formatNumber(facts.boatCount)} båter passer filteret.`
          : `${formatNumber(list.total)} fiskefartøy med landinger eller i fartøyregisteret.`}{' '}
        Landet vekt og verdi gjelder {year}.
      </p>

      <AutoSubmitForm className={styles.form} label="Filtrer båtene">
        {Object.entries(hidden).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={String(value)} /> : null,
        )}
        <label>
          Navn eller merke
          <input
            type="search"
            name="q"
            defaultValue={state.q ?? ''}
            placeholder="f.eks. Torsken eller N-45-B"
          />
        </label>
        <label>
          Redskap
          <select name="gear" defaultValue={state.gear ?? ''}>
            <option value="">Alle</option>
            {options.gearGroups.map((gear) => (
              <option key={gear.code} value={gear.code}>
                {gear.name} ({formatNumber(gear.boats)})
              </option>
            ))}
          </select>
        </label>
        <label>
          Lengdegruppe
          <select name="length" defaultValue={state.length ?? ''}>
            <option value="">Alle</option>
            {LENGTH_GROUPS.map((group) => (
              <option key={group.code} value={group.code}>
                {group.name.trim()}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fylke
          <select name="county" defaultValue={state.county ?? ''}>
            <option value="">Alle</option>
            {options.counties.map((county) => (
              <option key={county.code} value={county.code}>
                {county.name} ({formatNumber(county.boats)})
              </option>
            ))}
          </select>
        </label>
        <label>
          År
          <select name="year" defaultValue={state.year ? String(state.year) : ''}>
            <option value="">{facts.latestYear ?? 'Siste'}</option>
            {[...facts.years]
              .sort((a, b) => b - a)
              .filter((y) => y !== facts.latestYear)
              .map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Vis
        </button>
        {isFiltered(state) ? <Link href="/boats">Nullstill</Link> : null}
      </AutoSubmitForm>

      <DataTable<BoatListItem>
        id="tabell-baater"
        name="baater"
        caption={`Båter, sortert etter ${sortLabel(state.sort)}`}
        captionHidden
        rows={list.boats}
        rowKey={(boat) => boat.id}
        empty="Ingen båter passer filteret."
        columns={boatDirectoryColumns(year)}
        sort={{ key: state.sort, direction: state.order }}
        sortHref={(sort) =>
          boatDirectoryHref(state, { sort: sort.key as DirectorySort, order: sort.direction, page: 1 })
        }
        csvHref={withParams('/boats/csv', { ...directoryParams(state), page: undefined })}
        csvLabel="Last ned listen (CSV)"
      />
      <Pagination
        variant="numbered"
        page={list.page}
        count={list.count}
        total={list.total}
        hrefFor={(page) => boatDirectoryHref(state, { page })}
        label="Sider med båter"
        noun="båter"
      />
      <SourceNote>Fartøyregisteret og sluttsedler.</SourceNote>
    </>
  );
}

/** The directory's columns; the sortable ones sort in SQL (listBoats), by the keys of `DIRECTORY_SORTS`. */
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
          <Link href={entityPath.boat(boat.id)}>{boat.name ?? `Fartøy ${boat.id}`}</Link>
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
      sortable: true,
      defaultDirection: defaultOrder('weight'),
      cell: (boat) => formatWeight(boat.landedWeight),
    },
    { key: 'verdi', header: `Verdi ${year}`, align: 'end', cell: (boat) => formatPrice(boat.value) },
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
