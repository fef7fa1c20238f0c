import { listPageMetadataFrom } from '@/lib/seo/list-page-metadata';
import { GeoMap } from '@/components/maps/geo-map';
import { FilterForm } from '@/components/filters/filter-form';
import { GearField, LengthGroupField, SelectField } from '@/components/filters/form-fields';
import { DataTable } from '@/components/ui/data-table';
import styles from '@/components/detail/detail.module.css';
import { boatMapColumns } from '@/components/maps/boat-map-columns';
import { formatDateTime, formatNumber } from '@/lib/format';
import { boatMapData } from '@/lib/page-data/boat-map';
import { entityPath } from '@/lib/seo/site-url';
import {
  boatMapParams,
  isBoatMapFiltered,
  parseBoatMap,
  withParams,
  type MapRecency,
  type SearchParams,
} from '@/lib/url-state';

interface Props {
  searchParams: Promise<SearchParams>;
}

export const generateMetadata = listPageMetadataFrom(parseBoatMap, (state) => ({
  title: 'Kart',
  description:
    'Hvor er fiskebåtene nå? Siste kjente posisjon for hver båt fra satellittsporingen, farget etter redskap eller lengde. Kilde: Fiskeridirektoratet.',
  canonicalPath: '/kart',
  noindex: isBoatMapFiltered(state) || state.color !== 'gear',
}));

const RECENCY_LABELS: Record<MapRecency, string> = {
  '1': 'Siste døgn',
  '7': 'Siste 7 dager',
  '30': 'Siste 30 dager',
  all: 'Alle',
};

/** /kart: every boat's last position on an interactive map, with the same boats as a table. */
export default async function BoatMapPage({ searchParams }: Props) {
  const state = parseBoatMap(await searchParams);
  const map = await boatMapData(state);
  const count = map.boats.length;
  const colorWord = state.color === 'length' ? 'lengdegruppe' : 'redskap';

  return (
    <>
      <h1>Kart</h1>
      <p className="lead">
        {map.latestReport
          ? `Siste kjente posisjon for ${isBoatMapFiltered(state) ? `${formatNumber(count)} av ${formatNumber(map.fleetCount)}` : formatNumber(count)} båter fra satellittsporingen (VMS, båter fra 12 meter). Nyeste posisjon: ${formatDateTime(map.latestReport)}.`
          : 'Ingen posisjonsrapporter (VMS) er lastet inn ennå, så kartet er tomt. Posisjonene kommer med neste innlesing av Fiskeridirektoratets VMS-filer.'}
      </p>

      <FilterForm
        label="Velg båter og farger"
        resetHref={isBoatMapFiltered(state) || state.color !== 'gear' ? '/kart' : null}
      >
        <SelectField
          id="kart-farge"
          label="Farge etter"
          name="color"
          value={state.color === 'gear' ? '' : state.color}
          choices={[
            ['', 'Redskap'],
            ['length', 'Lengdegruppe'],
          ]}
        />
        <GearField idPrefix="kart" value={state.gear} />
        <LengthGroupField idPrefix="kart" value={state.length} />
        <SelectField
          id="kart-dager"
          label="Rapportert"
          name="days"
          value={state.days === 'all' ? '' : state.days}
          choices={(['all', '1', '7', '30'] as const).map(
            (days) => [days === 'all' ? '' : days, RECENCY_LABELS[days]] as const,
          )}
        />
      </FilterForm>

      <GeoMap
        id="baatkart"
        kind="boat"
        title="Båtenes siste posisjon"
        summary={
          count > 0
            ? `Kart med ${formatNumber(count)} båter, farget etter ${colorWord}: ${map.legend
                .map(
                  (item) =>
                    `${item.label} (${formatNumber(map.boats.filter((b) => b.colorLabel === item.label).length)})`,
                )
                .join(', ')}. Den samme listen står i tabellen under kartet.`
            : 'Kart over norskekysten. Ingen båter passer valget.'
        }
        points={map.boats.map((boat) => ({
          key: boat.radioCallSign,
          latitude: boat.latitude,
          longitude: boat.longitude,
          label: boat.name ?? boat.radioCallSign,
          detail: `${boat.colorLabel}, ${formatDateTime(boat.time)}`,
          href: boat.boatId ? entityPath.boat(boat.boatId) : undefined,
          color: boat.color,
        }))}
        legend={map.legend}
        pointsListedBelow
      />

      <h2 id="liste">Båtene som liste</h2>
      <DataTable
        id="tabell-kart"
        name="kart"
        caption={`Båtenes siste posisjon (${formatNumber(count)} båter)`}
        captionHidden
        columns={boatMapColumns}
        rows={map.boats}
        rowKey={(boat) => boat.radioCallSign}
        csvHref={withParams('/kart/csv', { ...boatMapParams(state), color: undefined })}
        csvLabel="Last ned posisjonene (CSV)"
        empty="Ingen båter passer valget."
        rowNoun="båter"
      />
      <p className={styles.source}>
        Kilde: Fiskeridirektoratet (posisjonsrapporter fra satellittsporing, VMS). Båter under 12 meter
        rapporterer ikke posisjon.
      </p>
    </>
  );
}
