import { listPageMetadataFrom } from '@/lib/seo/list-page-metadata';
import Link from 'next/link';
import { formatCount, keyFigure, numberColumn, rankColumn, textColumn } from '@/components/ui/columns';
import { RowMark } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { municipalityLabel } from '@/components/detail/landing-links';
import { linkColumn } from '@/components/ui/link-column';
import { DirectoryTable, type DirectoryTableProps } from '@/components/detail/directory-table';
import { FilterForm } from '@/components/filters/filter-form';
import {
  firmDirectoryHref,
  parseFirmDirectory,
  type FirmDirectoryState,
  type SearchParams,
} from '@/lib/url-state';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { formatNumber, formatWeight } from '@/lib/format';
import type { ValueTotal } from '@/lib/landings/value-coverage';
import { valueColumns } from '@/components/ui/value-columns';
import { type OwnerListItem } from '@/lib/landings/search/directories';
import { type FirmListItem } from '@/lib/landings/receivers/firms';
import { entityPath } from '@/lib/seo/site-url';
import fieldStyles from '@/components/filters/filters.module.css';
import { reads } from '@/lib/store-reads/reads';

interface Props {
  searchParams: Promise<SearchParams>;
}

const PAGE_SIZE = 50;
const STATIONS_SHOWN = 4;

type State = FirmDirectoryState;
const parseState = parseFirmDirectory;
const hrefOf = firmDirectoryHref;

export const generateMetadata = listPageMetadataFrom(parseState, (state) => {
  const owners = state.tab === 'rederier';
  return {
    title: owners ? 'Rederier og båteiere' : 'Alle selskap',
    description: owners
      ? 'Rederier og andre som eier fiskefartøy, rangert etter hva båtene deres landet i år. Kilde: Fiskeridirektoratet.'
      : 'Fiskekjøpere rangert etter hvor mye fisk de tok imot i år, med mottaksstasjonene sine. Kilde: Fiskeridirektoratet.',
    canonicalPath: hrefOf({ ...state, q: undefined, persons: false, year: undefined }),
    noindex: Boolean(state.q || state.persons),
  };
});

export default async function FirmsPage({ searchParams }: Props) {
  const state = parseState(await searchParams);
  const facts = await reads.storeFacts();
  return (
    <>
      <h1>Alle selskap</h1>
      <nav aria-label="Type selskap">
        <ul className={styles.tabs}>
          <li>
            <Link
              href={hrefOf(state, { tab: 'kjopere', page: 1 })}
              aria-current={state.tab === 'kjopere' ? 'page' : undefined}
            >
              Fiskekjøpere
            </Link>
          </li>
          <li>
            <Link
              href={hrefOf(state, { tab: 'rederier', page: 1 })}
              aria-current={state.tab === 'rederier' ? 'page' : undefined}
            >
              Rederier og båteiere
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="Velg år">
        <ul className={styles.yearLinks}>
          {[...facts.years]
            .sort((a, b) => b - a)
            .map((year) => (
              <li key={year}>
                <Link
                  href={hrefOf(state, { year: year === facts.latestYear ? undefined : year, page: 1 })}
                  aria-current={(state.year ?? facts.latestYear) === year ? 'page' : undefined}
                >
                  {year}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {state.tab === 'kjopere' ? <Buyers state={state} /> : <Owners state={state} />}
    </>
  );
}

async function Buyers({ state }: { state: State }) {
  const list = await reads.listFirms({ page: state.page, count: PAGE_SIZE, year: state.year });
  const stations = await reads.stationsOfFirms(list.firms.map((firm) => firm.id));
  return (
    <section aria-labelledby="kjopere">
      <h2 id="kjopere" className="visually-hidden">
        Fiskekjøpere
      </h2>
      <p className="lead">
        {formatNumber(list.total)} fiskekjøpere, rangert etter rundvekt mottatt i {list.year}.
      </p>
      <TabTable<FirmListItem>
        state={state}
        caption={`Fiskekjøpere etter mottatt vekt ${list.year}`}
        rows={list.firms}
        columns={[
          rankColumn('rang', '#', (firm) => firm.rank),
          linkColumn('navn', 'Selskap', {
            href: (firm) => entityPath.firm(firm.id),
            text: (firm) => firm.name ?? `Kjøper ${firm.id}`,
            mark: (firm) => (firm.city ? <RowMark>{formatMunicipalityName(firm.city)}</RowMark> : null),
          }),
          {
            key: 'mottak',
            header: 'Mottaksstasjoner',
            cell: (firm) => {
              const list = stations.get(firm.id) ?? [];
              if (list.length === 0) return '–';
              return (
                <ul className={styles.stationList}>
                  {list.slice(0, STATIONS_SHOWN).map((station) => (
                    <li key={station.id}>
                      <Link href={entityPath.station(station.id)} prefetch={false}>
                        {station.name ?? `Mottak ${station.id}`}
                      </Link>
                      {station.municipality ? (
                        <span className={styles.muted}> ({municipalityLabel(station.municipality)})</span>
                      ) : null}
                    </li>
                  ))}
                  {list.length > STATIONS_SHOWN ? (
                    <li>
                      <Link href={entityPath.firm(firm.id)} prefetch={false}>
                        og {list.length - STATIONS_SHOWN} til
                      </Link>
                    </li>
                  ) : null}
                </ul>
              );
            },
          },
          keyFigure(
            numberColumn('vekt', `Mottatt ${list.year}`, (firm) => firm.receivedWeight, formatWeight),
          ),
          ...valueColumns<FirmListItem>('verdi', 'Verdi', firmValue),
          numberColumn('landinger', 'Landinger', (firm) => firm.landings, formatCount),
          numberColumn('baater', 'Båter', (firm) => firm.boats, formatCount),
        ]}
        valueOf={firmValue}
        list={list}
        noun="fiskekjøpere"
        source="Sluttsedler og kjøperregisteret."
      />
    </section>
  );
}

/** A tab's list, named after the tab: its CSV download and page links keep the tab, the year and the filters. */
function TabTable<Row extends { id: string }>({
  state,
  ...table
}: Omit<DirectoryTableProps<Row>, 'name' | 'csvHref' | 'hrefFor'> & { state: State }) {
  return (
    <DirectoryTable<Row>
      {...table}
      name={state.tab}
      csvHref={hrefOf(state, { page: 1 }, '/firm/csv')}
      hrefFor={(page) => hrefOf(state, { page })}
    />
  );
}

/** What a firm received in the year, and how much of its value is known. */
const firmValue = (firm: FirmListItem): ValueTotal => ({ ...firm, weight: firm.receivedWeight });

/** What an owner's boats landed in the year, and how much of its value is known. */
const ownerValue = (owner: OwnerListItem): ValueTotal => ({ ...owner, weight: owner.landedWeight });

async function Owners({ state }: { state: State }) {
  const list = await reads.listOwners({
    page: state.page,
    count: PAGE_SIZE,
    year: state.year,
    name: state.q,
    companiesOnly: !state.persons,
  });
  return (
    <section aria-labelledby="rederier">
      <h2 id="rederier" className="visually-hidden">
        Rederier og båteiere
      </h2>
      <p className="lead">
        {formatNumber(list.total)} {state.persons ? 'båteiere' : 'rederier og selskap som eier fiskefartøy'},
        rangert etter hva båtene de eier nå landet i {list.year}.
      </p>
      <FilterForm label="Filtrer båteierne">
        <input type="hidden" name="vis" value="rederier" />
        {state.year ? <input type="hidden" name="year" value={state.year} /> : null}
        <label>
          Navn eller organisasjonsnummer
          <input className={fieldStyles.field} type="search" name="q" defaultValue={state.q ?? ''} />
        </label>
        <label className={styles.small}>
          <span>
            <input type="checkbox" name="personer" value="1" defaultChecked={state.persons} /> Ta med
            privatpersoner
          </span>
        </label>
      </FilterForm>
      <TabTable<OwnerListItem>
        state={state}
        caption={`Båteiere etter landet vekt ${list.year}`}
        rows={list.owners}
        empty="Ingen båteiere passer filteret."
        columns={[
          rankColumn('rang', '#', (owner) => owner.rank),
          linkColumn('navn', 'Eier', {
            href: (owner) => entityPath.owner(owner.id),
            text: (owner) => owner.name ?? owner.id,
          }),
          textColumn('orgnr', 'Org.nr.', (owner) => owner.organisationNumber),
          textColumn('sted', 'Sted', (owner) => (owner.city ? formatMunicipalityName(owner.city) : null)),
          numberColumn('baater', 'Båter nå', (owner) => owner.currentBoats, formatCount),
          keyFigure(numberColumn('vekt', `Landet ${list.year}`, (owner) => owner.landedWeight, formatWeight)),
          ...valueColumns<OwnerListItem>('verdi', 'Verdi', ownerValue),
        ]}
        valueOf={ownerValue}
        list={list}
        noun="båteiere"
        source="Fartøyregisteret og sluttsedler."
      />
    </section>
  );
}
