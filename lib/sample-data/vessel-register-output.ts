import { calendarDay } from './dates';
import type { Fleet } from './fleet';
import { municipalityInYear } from './places';
import { formatIsoDate } from '@/lib/fiskeridir/writers';

/**
 * The vessel register as the generator writes it (register_vessels.json): the fleet on the reference
 * day in the shape of the directorate's vessel API, plus the project's ownership and name histories.
 */

const isoDay = (day: number) => formatIsoDate(calendarDay(day));

export interface VesselRegisterOwner {
  id: string;
  entityType: 'COMPANY' | 'PERSON';
  name: string;
  postalCode: string;
  city: string;
}

export interface VesselRegisterEntry {
  id: string;
  name: string;
  registrationMark: string;
  radioCallSign?: string;
  municipalityCode: string;
  width: number;
  length: number;
  enginePower: number;
  imoNumber?: number;
  owners: VesselRegisterOwner[];
  buildYear: number;
  grossTonnage: number;
  ownershipHistory: {
    ownerId: string;
    name: string;
    entityType: 'COMPANY' | 'PERSON';
    from: string;
    to: string | null;
  }[];
  nameHistory: { name: string; from: string; to: string | null }[];
}

export function vesselRegister(fleet: Fleet): VesselRegisterEntry[] {
  const referenceYear = calendarDay(fleet.referenceDay).year;
  // Newest registrations first, as the directorate's API lists them.
  const ordered = [...fleet.vessels].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return ordered.map((vessel) => {
    const current = vessel.owners[vessel.owners.length - 1].owner;
    const entry: VesselRegisterEntry = {
      id: vessel.id,
      name: vessel.names[vessel.names.length - 1].name,
      registrationMark: vessel.registrationMark,
      ...(vessel.radioCallSign ? { radioCallSign: vessel.radioCallSign } : {}),
      municipalityCode: municipalityInYear(vessel.home, referenceYear).code,
      width: vessel.width,
      length: vessel.length,
      enginePower: vessel.enginePower,
      ...(vessel.imoNumber ? { imoNumber: vessel.imoNumber } : {}),
      owners: [
        {
          id: current.id,
          entityType: current.entityType,
          name: current.name,
          postalCode: current.postalCode,
          city: current.city,
        },
      ],
      buildYear: vessel.buildYear,
      grossTonnage: vessel.grossTonnage,
      ownershipHistory: vessel.owners.map((period) => ({
        ownerId: period.owner.id,
        name: period.owner.name,
        entityType: period.owner.entityType,
        from: isoDay(period.from),
        // The register's periods end on the last day under that owner.
        to: period.to === null ? null : isoDay(period.to - 1),
      })),
      nameHistory: vessel.names.map((period) => ({
        name: period.name,
        from: isoDay(period.from),
        to: period.to === null ? null : isoDay(period.to - 1),
      })),
    };
    return entry;
  });
}
