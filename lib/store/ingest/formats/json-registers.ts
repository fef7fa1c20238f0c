import { readFile } from 'node:fs/promises';
import {
  parseBuyerRegister,
  parseVesselRegister,
  type BuyerRegisterEntry,
  type Vessel,
} from '@/lib/fiskeridir';
import { IngestInputError } from '../errors';
import { loadBuyerRegister, loadVesselRegister } from '../registers';
import { refuseRepeatedIds } from './checks';
import { loadRegister } from './register-content';
import type { PlannedBase, SourceFormat } from './types';

/** The JSON registers: vessels (with owners, ownership and name histories) and buyers with their mottak. */

export interface PlannedVesselRegister extends PlannedBase {
  kind: 'vessels';
  vessels: Vessel[];
}

export interface PlannedBuyerRegister extends PlannedBase {
  kind: 'buyers';
  buyers: BuyerRegisterEntry[];
}

async function readJson(base: PlannedBase): Promise<unknown> {
  try {
    return JSON.parse(await readFile(base.path, 'utf8'));
  } catch (error) {
    throw new IngestInputError(`${base.label}: not valid JSON (${(error as Error).message})`, base.label);
  }
}

function parsed<T>(base: PlannedBase, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new IngestInputError(`${base.label}: ${(error as Error).message}`, base.label);
  }
}

const element = (index: number) => `element ${index}`;

export const VESSEL_REGISTER: SourceFormat<PlannedVesselRegister> = {
  kind: 'vessels',
  async plan(base) {
    const json = await readJson(base);
    const vessels = parsed(base, () => parseVesselRegister(json));
    const ids = vessels.map((vessel, index) => ({ id: vessel.id, place: element(index) }));
    refuseRepeatedIds(base.label, 'vessel', ids);
    return { ...base, kind: 'vessels', vessels };
  },
  load: (file, context, loaded) =>
    loadRegister(context, loaded, () =>
      loadVesselRegister(context.connection, file.vessels, context.snapshotDate, context.tempDir),
    ),
};

export const BUYER_REGISTER: SourceFormat<PlannedBuyerRegister> = {
  kind: 'buyers',
  async plan(base) {
    const json = await readJson(base);
    const buyers = parsed(base, () => parseBuyerRegister(json));
    const ids = buyers.map((buyer, index) => ({ id: buyer.id, place: element(index) }));
    refuseRepeatedIds(base.label, 'buyer', ids);
    const stations = buyers.flatMap((buyer, index) =>
      buyer.receivingStations.map((station) => ({
        id: station.id,
        place: `${element(index)} (buyer ${buyer.id})`,
      })),
    );
    refuseRepeatedIds(base.label, 'receiving station', stations);
    return { ...base, kind: 'buyers', buyers };
  },
  load: (file, context, loaded) =>
    loadRegister(context, loaded, () => loadBuyerRegister(context.connection, file.buyers, context.tempDir)),
};
