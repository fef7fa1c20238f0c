import { FIXED_WIDTH_CODE_COLUMNS, type LandingColumnName } from '@/lib/fiskeridir/landing-columns';
import {
  parseDate,
  parseDecimal,
  parseInteger,
  parseText,
  parseTime,
  parseTimestamp,
} from '@/lib/fiskeridir/values';
import type { LandingHeaderIndex } from './landing-file';

/**
 * One landing-note line as the product uses it: camelCase names, values parsed, codes as trimmed text.
 * Dates are `yyyy-mm-dd`, `landingTime` is `HH:MM:SS`, `versionTimestamp` is a UTC ISO instant.
 */
export interface LandingRecord {
  documentNumber: number;
  documentTypeCode: string;
  documentType: string | null;
  documentVersion: number;
  saleDate: string | null;
  versionTimestamp: string | null;
  salesOrganisationId: string | null;
  salesOrganisationCode: string;
  salesOrganisation: string | null;
  catchYear: number;

  buyerId: string | null;
  buyerNationalityCode: string | null;
  receivingStation: string | null;
  landingMunicipalityCode: string | null;
  landingMunicipality: string | null;
  landingCountyCode: string | null;
  landingCounty: string | null;
  landingNationCode: string | null;
  landingNation: string | null;

  fisherId: string | null;
  vesselId: string | null;
  registrationMark: string | null;
  radioCallSign: string | null;
  vesselName: string | null;
  vesselTypeCode: string | null;
  vesselType: string | null;
  quotaVesselRegistrationMark: string | null;
  vesselMunicipalityCode: string | null;
  vesselMunicipality: string | null;
  vesselCountyCode: string | null;
  vesselCounty: string | null;
  vesselNationalityCode: string | null;
  vesselNationality: string | null;
  vesselNationalityGroup: string | null;
  vesselLength: number | null;
  lengthGroupCode: string | null;
  lengthGroup: string | null;
  grossTonnage1969: number | null;
  grossTonnageOther: number | null;
  buildYear: number | null;
  enginePower: number | null;

  lastCatchDate: string | null;
  quotaTypeCode: string | null;
  quotaType: string | null;
  gearCode: string | null;
  gear: string | null;
  gearGroupCode: string | null;
  gearGroup: string | null;
  gearMainGroupCode: string | null;
  gearMainGroup: string | null;
  catchFieldCode: string | null;
  mainAreaCode: string | null;
  mainArea: string | null;
  locationCode: string | null;
  latitude: number | null;
  longitude: number | null;
  zoneCode: string | null;
  northSouth: string | null;

  landingDate: string;
  landingTime: string | null;
  partialLanding: boolean | null;
  lineNumber: number;

  speciesFdirCode: string;
  speciesFdir: string | null;
  speciesCode: string | null;
  species: string | null;
  speciesGroupCode: string | null;
  speciesGroup: string | null;
  speciesMainGroupCode: string | null;
  speciesMainGroup: string | null;
  speciesFaoCode: string | null;
  speciesFao: string | null;

  conditionCode: string | null;
  condition: string | null;
  preservationCode: string | null;
  preservation: string | null;
  landingMethodCode: string | null;
  landingMethod: string | null;
  qualityCode: string | null;
  quality: string | null;
  sizeGroupCode: string | null;
  applicationCode: string | null;
  application: string | null;
  applicationGroupCode: string | null;
  applicationGroup: string | null;

  pieces: number | null;
  grossWeight: number | null;
  productWeight: number | null;
  productWeightOverQuota: number | null;
  roundWeightOverQuota: number | null;
  roundWeight: number | null;
  unitPriceBuyer: number | null;
  amountBuyer: number | null;
  unitPriceFisher: number | null;
  amountFisher: number | null;
  supportAmount: number | null;
  salesOrganisationFee: number | null;
  confiscatedValue: number | null;
  backPayment: number | null;
  catchValue: number | null;
  updatedDate: string | null;
}

export type LandingLineErrorReason = 'field-count' | 'missing-value' | 'invalid-value';

/** A line that cannot become a record, with enough context to report it to an operator. */
export class LandingLineError extends Error {
  readonly reason: LandingLineErrorReason;
  readonly column?: string;
  readonly value?: string;
  readonly lineNumber?: number;

  constructor(
    reason: LandingLineErrorReason,
    message: string,
    details: { column?: string; value?: string; lineNumber?: number } = {},
  ) {
    super(details.lineNumber === undefined ? message : `line ${details.lineNumber}: ${message}`);
    this.name = 'LandingLineError';
    this.reason = reason;
    this.column = details.column;
    this.value = details.value;
    this.lineNumber = details.lineNumber;
  }
}
/** Reads typed values out of one line's fields, throwing LandingLineError with the line's context. */
class FieldReader {
  constructor(
    private readonly fields: readonly string[],
    private readonly index: LandingHeaderIndex,
    private readonly lineNumber: number | undefined,
  ) {}

  /** Trimmed text; fixed-width codes that lost their leading zeros get them back. */
  text(column: LandingColumnName): string | null {
    const position = this.index.positions.get(column);
    if (position === undefined) return null;
    const text = parseText(this.fields[position]);
    const width = FIXED_WIDTH_CODE_COLUMNS.get(column);
    return width !== undefined && text !== null && /^\d+$/.test(text) ? text.padStart(width, '0') : text;
  }

  /** Text the record cannot do without: empty is a missing value. */
  requiredText(column: LandingColumnName): string {
    return this.required(column, this.text(column));
  }

  requiredInteger(column: LandingColumnName): number {
    return this.required(column, this.integer(column));
  }

  requiredDate(column: LandingColumnName): string {
    return this.required(column, this.date(column));
  }

  private required<T>(column: LandingColumnName, value: T | null): T {
    if (value === null) {
      throw new LandingLineError('missing-value', `${column} is empty`, {
        column,
        lineNumber: this.lineNumber,
      });
    }
    return value;
  }

  integer(column: LandingColumnName): number | null {
    return this.parsed(column, parseInteger, 'a whole number');
  }

  decimal(column: LandingColumnName): number | null {
    return this.parsed(column, parseDecimal, 'a number');
  }

  date(column: LandingColumnName): string | null {
    return this.parsed(column, parseDate, 'a date (dd.mm.yyyy)');
  }

  time(column: LandingColumnName): string | null {
    return this.parsed(column, parseTime, 'a time (HH:MM:SS)');
  }

  osloTimestamp(column: LandingColumnName): string | null {
    return this.parsed(column, parseOsloTimestamp, 'a timestamp');
  }

  private parsed<T>(column: LandingColumnName, parse: (value: string) => T | null, label: string): T | null {
    const value = this.text(column);
    if (value === null) return null;
    const parsed = parse(value);
    if (parsed === null) {
      throw new LandingLineError('invalid-value', `${column}: "${value}" is not ${label}`, {
        column,
        value,
        lineNumber: this.lineNumber,
      });
    }
    return parsed;
  }
}

function parseOsloTimestamp(value: string): string | null {
  return parseTimestamp(value, 'Europe/Oslo');
}

/**
 * Turns the fields of one data line into a record. Throws LandingLineError when the field count differs
 * from the header's, when a value the record cannot do without is empty, or when any value is present
 * but unreadable (a wrong number in a weight column is a broken line, not a missing weight).
 */
export function toLandingRecord(
  fields: readonly string[],
  index: LandingHeaderIndex,
  lineNumber?: number,
): LandingRecord {
  if (fields.length !== index.fieldCount) {
    throw new LandingLineError(
      'field-count',
      `expected ${index.fieldCount} fields, found ${fields.length} (line cut off or not a landing line)`,
      { lineNumber },
    );
  }
  const line = new FieldReader(fields, index, lineNumber);

  const partialLanding = line.integer('Dellanding (signal)');

  return {
    documentNumber: line.requiredInteger('Dokumentnummer'),
    documentTypeCode: line.requiredText('Dokumenttype (kode)'),
    documentType: line.text('Dokumenttype'),
    documentVersion: line.requiredInteger('Dokument versjonsnummer'),
    saleDate: line.date('Dokument salgsdato'),
    versionTimestamp: line.osloTimestamp('Dokument versjonstidspunkt'),
    salesOrganisationId: line.text('Salgslag ID'),
    salesOrganisationCode: line.requiredText('Salgslag (kode)'),
    salesOrganisation: line.text('Salgslag'),
    catchYear: line.requiredInteger('Fangstår'),

    buyerId: line.text('Mottaker ID'),
    buyerNationalityCode: line.text('Mottakernasjonalitet (kode)'),
    receivingStation: line.text('Mottaksstasjon'),
    landingMunicipalityCode: line.text('Landingskommune (kode)'),
    landingMunicipality: line.text('Landingskommune'),
    landingCountyCode: line.text('Landingsfylke (kode)'),
    landingCounty: line.text('Landingsfylke'),
    landingNationCode: line.text('Landingsnasjon (kode)'),
    landingNation: line.text('Landingsnasjon'),

    fisherId: line.text('Fisker ID'),
    vesselId: line.text('Fartøy ID'),
    registrationMark: line.text('Registreringsmerke (seddel)'),
    radioCallSign: line.text('Radiokallesignal (seddel)'),
    vesselName: line.text('Fartøynavn'),
    vesselTypeCode: line.text('Fartøytype (kode)'),
    vesselType: line.text('Fartøytype'),
    quotaVesselRegistrationMark: line.text('Kvotefartøy reg.merke'),
    vesselMunicipalityCode: line.text('Fartøykommune (kode)'),
    vesselMunicipality: line.text('Fartøykommune'),
    vesselCountyCode: line.text('Fartøyfylke (kode)'),
    vesselCounty: line.text('Fartøyfylke'),
    vesselNationalityCode: line.text('Fartøynasjonalitet (kode)'),
    vesselNationality: line.text('Fartøynasjonalitet'),
    vesselNationalityGroup: line.text('Fartøynasjonalitet gruppe'),
    vesselLength: line.decimal('Største lengde'),
    lengthGroupCode: line.text('Lengdegruppe (kode)'),
    lengthGroup: line.text('Lengdegruppe'),
    grossTonnage1969: line.integer('Bruttotonnasje 1969'),
    grossTonnageOther: line.integer('Bruttotonnasje annen'),
    buildYear: line.integer('Byggeår'),
    enginePower: line.integer('Motorkraft'),

    lastCatchDate: line.date('Siste fangstdato'),
    quotaTypeCode: line.text('Kvotetype (kode)'),
    quotaType: line.text('Kvotetype'),
    gearCode: line.text('Redskap (kode)'),
    gear: line.text('Redskap'),
    gearGroupCode: line.text('Redskap - gruppe (kode)'),
    gearGroup: line.text('Redskap - gruppe'),
    gearMainGroupCode: line.text('Redskap - hovedgruppe (kode)'),
    gearMainGroup: line.text('Redskap - hovedgruppe'),
    catchFieldCode: line.text('Fangstfelt (kode)'),
    mainAreaCode: line.text('Hovedområde (kode)'),
    mainArea: line.text('Hovedområde'),
    locationCode: line.text('Lokasjon (kode)'),
    latitude: line.decimal('Lat (lokasjon)'),
    longitude: line.decimal('Lon (lokasjon)'),
    zoneCode: line.text('Sone (kode)'),
    northSouth: line.text('Nord/sør for 62 grader nord'),

    landingDate: line.requiredDate('Landingsdato'),
    landingTime: line.time('Landingsklokkeslett'),
    partialLanding: partialLanding === null ? null : partialLanding !== 0,
    lineNumber: line.requiredInteger('Linjenummer'),

    speciesFdirCode: line.requiredText('Art - FDIR (kode)'),
    speciesFdir: line.text('Art - FDIR'),
    speciesCode: line.text('Art (kode)'),
    species: line.text('Art'),
    speciesGroupCode: line.text('Art - gruppe (kode)'),
    speciesGroup: line.text('Art - gruppe'),
    speciesMainGroupCode: line.text('Art - hovedgruppe (kode)'),
    speciesMainGroup: line.text('Art - hovedgruppe'),
    speciesFaoCode: line.text('Art FAO (kode)'),
    speciesFao: line.text('Art FAO'),

    conditionCode: line.text('Produkttilstand (kode)'),
    condition: line.text('Produkttilstand'),
    preservationCode: line.text('Konserveringsmåte (kode)'),
    preservation: line.text('Konserveringsmåte'),
    landingMethodCode: line.text('Landingsmåte (kode)'),
    landingMethod: line.text('Landingsmåte'),
    qualityCode: line.text('Kvalitet (kode)'),
    quality: line.text('Kvalitet'),
    sizeGroupCode: line.text('Størrelsesgruppering (kode)'),
    applicationCode: line.text('Anvendelse (kode)'),
    application: line.text('Anvendelse'),
    applicationGroupCode: line.text('Anvendelse hovedgruppe (kode)'),
    applicationGroup: line.text('Anvendelse hovedgruppe'),

    pieces: line.integer('Antall stykk'),
    grossWeight: line.decimal('Bruttovekt'),
    productWeight: line.decimal('Produktvekt'),
    productWeightOverQuota: line.decimal('Produktvekt over kvote'),
    roundWeightOverQuota: line.decimal('Rundvekt over kvote'),
    roundWeight: line.decimal('Rundvekt'),
    unitPriceBuyer: line.decimal('Enhetspris for kjøper'),
    amountBuyer: line.decimal('Beløp for kjøper'),
    unitPriceFisher: line.decimal('Enhetspris for fisker'),
    amountFisher: line.decimal('Beløp for fisker'),
    supportAmount: line.decimal('Støttebeløp'),
    salesOrganisationFee: line.decimal('Lagsavgift'),
    confiscatedValue: line.decimal('Inndradd fangstverdi'),
    backPayment: line.decimal('Etterbetaling'),
    catchValue: line.decimal('Fangstverdi'),
    updatedDate: line.date('Oppdateringstidspunkt'),
  };
}
