import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { valueColumns } from '@/components/ui/value-columns';
import { formatDateTime, formatNumber, formatWeight } from '@/lib/format';
import { reasonText, type EfficiencyTrip } from '@/lib/trips/efficiency';

/**
 * The columns of the boat page's efficiency trips table, shared by the page and its CSV download: what
 * each trip took, how long and how far, and the fuel estimate with what it rests on.
 */

const decimals = (digits: number) => (value: number | null | undefined) =>
  value == null ? '–' : formatNumber(value, digits);

const perTrip = (trip: EfficiencyTrip, over: number | null) =>
  over !== null && over > 0 && trip.roundWeight > 0 ? trip.roundWeight / over : null;

export const efficiencyTripColumns: DataColumn<EfficiencyTrip>[] = [
  {
    key: 'avgang',
    header: 'Avgang',
    rowHeader: true,
    cell: (trip) => formatDateTime(trip.departure),
    csv: (trip) => trip.departure,
  },
  csvOnlyColumn('ankomst', 'Ankomst (UTC)', (trip) => trip.arrival),
  csvOnlyColumn('kilde', 'Kilde', (trip) => (trip.source === 'logbook' ? 'loggbok' : 'posisjoner')),
  numberColumn('timer', 'Timer på sjøen', (trip) => trip.hoursAtSea, decimals(1)),
  keyFigure(
    numberColumn('landet', 'Landet', (trip) => trip.roundWeight, formatWeight, 'Landet rundvekt (kg)'),
  ),
  numberColumn('kg-time', 'Kg per time', (trip) => perTrip(trip, trip.hoursAtSea), decimals(0)),
  numberColumn(
    'distanse',
    'Distanse (nm)',
    (trip) => trip.distanceNm,
    decimals(0),
    'Distanse (nautiske mil)',
  ),
  numberColumn('fisketid', 'Fisketid (t)', (trip) => trip.fishingHours, decimals(1), 'Fisketid (timer)'),
  numberColumn(
    'drivstoff',
    'Drivstoff (l, anslag)',
    (trip) => trip.fuelLitres,
    decimals(0),
    'Drivstoff (liter, anslag)',
  ),
  numberColumn('kg-liter', 'Kg per liter', (trip) => perTrip(trip, trip.fuelLitres), decimals(1)),
  ...valueColumns<EfficiencyTrip>('verdi', 'Verdi', (trip) => ({
    value: trip.value,
    weight: trip.roundWeight,
    pricedWeight: trip.pricedWeight,
  })),
  csvOnlyColumn('hull', 'Timer i hull over 2 t', (trip) => trip.gapHours),
  csvOnlyColumn('posisjoner', 'Posisjoner per time', (trip) => trip.positionsPerHour),
  csvOnlyColumn('fisketid-fra', 'Fisketid fra', (trip) =>
    trip.fishingFrom === 'hauls' ? 'trekk' : trip.fishingFrom === 'speed' ? 'fart' : null,
  ),
  csvOnlyColumn('motor', 'Motorkraft (kW)', (trip) => trip.enginePowerKw),
  csvOnlyColumn('last-fiske', 'Last under fiske (andel av motorkraft)', (trip) => trip.fishingLoadFactor),
  csvOnlyColumn('co2', 'CO₂ (kg, anslag)', (trip) => trip.co2Kg),
  { ...textColumn('merknad', 'Merknad', (trip) => reasonText(trip.reasons) || null), phone: 'hidden' },
];
