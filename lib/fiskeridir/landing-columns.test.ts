import {
  LANDING_COLUMN_NAMES,
  LANDING_COLUMNS,
  landingColumnKind,
  missingLandingColumns,
  REQUIRED_LANDING_COLUMNS,
} from './landing-columns';
import { landingSampleHeader } from '@/tests/helpers/fiskeridir-samples';

describe('LANDING_COLUMNS', () => {
  it('lists the 133 columns of the real header in published order', async () => {
    expect(LANDING_COLUMNS).toHaveLength(133);
    expect(await landingSampleHeader()).toEqual(LANDING_COLUMN_NAMES);
  });

  it('gives the timestamp-like columns the kinds their values have', () => {
    expect(landingColumnKind('Dokument versjonstidspunkt')).toBe('timestamp');
    expect(landingColumnKind('Landingstidspunkt')).toBe('date');
    expect(landingColumnKind('Oppdateringstidspunkt')).toBe('date');
    expect(landingColumnKind('Landingsklokkeslett')).toBe('time');
    expect(landingColumnKind('Art - FDIR (kode)')).toBe('code');
    expect(landingColumnKind('Rundvekt')).toBe('decimal');
    expect(landingColumnKind('Finnes ikke')).toBeUndefined();
  });

  it('marks only published columns as required', () => {
    for (const name of REQUIRED_LANDING_COLUMNS) expect(LANDING_COLUMN_NAMES).toContain(name);
  });
});

describe('missingLandingColumns', () => {
  it('finds nothing missing in the real header', async () => {
    expect(missingLandingColumns(await landingSampleHeader())).toEqual([]);
  });

  it('names what a cut header lacks, trimming names', () => {
    const header = LANDING_COLUMN_NAMES.filter((name) => name !== 'Rundvekt' && name !== 'Linjenummer').map(
      (name) => `${name} `,
    );
    expect(missingLandingColumns(header)).toEqual(['Linjenummer', 'Rundvekt']);
  });
});
