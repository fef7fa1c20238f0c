import { parseCsvLine, readFirstLine } from '@/lib/fiskeridir/csv';
import { VMS_COLUMNS } from '@/lib/fiskeridir/vms';
import { VMS_SAMPLE_ZIP } from './fiskeridir-samples';
import { createVmsHeaderIndex, parseVmsLine, readVmsFile, VmsLineError, type VmsPosition } from './vms-file';

describe('the real VMS sample', () => {
  let positions: { lineNumber: number; position: VmsPosition }[];
  let errors: VmsLineError[];

  beforeAll(async () => {
    positions = [];
    errors = [];
    for await (const result of readVmsFile(VMS_SAMPLE_ZIP)) {
      if (result.error) errors.push(result.error);
      else positions.push({ lineNumber: result.lineNumber, position: result.record });
    }
  });

  it('has the published columns', async () => {
    const first = await readFirstLine(VMS_SAMPLE_ZIP);
    expect(parseCsvLine(first!.line)).toEqual([...VMS_COLUMNS]);
  });

  it('reads all 500 reports', () => {
    expect(errors).toEqual([]);
    expect(positions).toHaveLength(500);
  });

  it('reads the quoted Oracle-style line with dot decimals as UTC', () => {
    expect(positions[0]).toEqual({
      lineNumber: 2,
      position: {
        messageId: 154931371,
        messageType: 'POS',
        timestampUtc: '2024-01-01T15:40:00.000Z',
        latitude: 58.0138,
        longitude: 7.4837,
        course: 0,
        speed: 0.1,
        radioCallSign: 'JXUK',
        registrationMark: 'N 0100A',
        vesselName: 'KLÆVTIND',
        length: 18.4,
        grossTonnage: null,
        enginePower: 625,
        vesselType: 'Fiskefartøy',
      },
    });
  });

  it('reads the dotted format with comma decimals as UTC', () => {
    expect(positions[1].position).toMatchObject({
      messageId: 45403692,
      timestampUtc: '2023-01-01T00:00:00.000Z',
      latitude: 64.8747,
      longitude: 11.2669,
      registrationMark: 'TR0346ND',
      length: 43.8,
      grossTonnage: 886,
    });
    const times = new Set(positions.map(({ position }) => position.timestampUtc.slice(0, 10)));
    expect([...times].sort()).toEqual(['2023-01-01', '2024-01-01']);
  });

  it('repairs coordinates whose decimal comma was lost', () => {
    // Line 4 is written `68,9098;15069`: 15,069 exported as if the comma grouped thousands.
    const line4 = positions.find(({ lineNumber }) => lineNumber === 4)!.position;
    expect(line4.latitude).toBe(68.9098);
    expect(line4.longitude).toBe(15.069);
    expect(positions.every(({ position }) => Math.abs(position.latitude) <= 90)).toBe(true);
    expect(positions.every(({ position }) => Math.abs(position.longitude) <= 180)).toBe(true);
  });

  it('keeps reports without a registration mark', () => {
    expect(positions.filter(({ position }) => position.registrationMark === null).length).toBeGreaterThan(0);
  });
});

describe('parseVmsLine', () => {
  const index = createVmsHeaderIndex([...VMS_COLUMNS]);

  it('refuses a line without a usable time or position', () => {
    expect(() => parseVmsLine('1;POS;Posisjonsrapport;;64,8;11,2;0;0;A;;B;1;1;1;F', index, 9)).toThrow(
      /line 9: Tidspunkt \(UTC\): is empty/,
    );
    expect(() =>
      parseVmsLine('1;POS;Posisjonsrapport;01.01.2023 00.00.00,000000000;95,5;11,2;0;0;A;;B;1;1;1;F', index),
    ).toThrow(VmsLineError);
    expect(() => parseVmsLine('1;POS', index)).toThrow(/expected 15 fields, found 2/);
  });

  it('normalises registration marks written by hand', () => {
    const position = parseVmsLine(
      '1;POS;Posisjonsrapport;01.01.2023 00.00.00,000000000;64,8;11,2;0;0;A;N-45-B;B;1;1;1;F',
      index,
    );
    expect(position.registrationMark).toBe('N 0045B');
  });
});
