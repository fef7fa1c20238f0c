import { csvField, csvResponse, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Båt', value: (row: { name: string; kg: number | null }) => row.name },
    { header: 'Rundvekt (kg)', value: (row: { name: string; kg: number | null }) => row.kg },
  ];

  it('writes ; separated fields with decimal comma and a BOM for spreadsheets', () => {
    expect(toCsv(columns, [{ name: 'HAVBRIS', kg: 1234.5 }])).toBe(
      '\uFEFFBåt;Rundvekt (kg)\r\nHAVBRIS;1234,5\r\n',
    );
  });

  it('quotes fields holding separators or quotes, and leaves missing values empty', () => {
    expect(toCsv(columns, [{ name: 'A;"B"', kg: null }])).toBe('\uFEFFBåt;Rundvekt (kg)\r\n"A;""B""";\r\n');
  });

  it('turns text a spreadsheet would run as a formula into plain text', () => {
    const hostile = [
      '=HYPERLINK("http://evil.example")',
      '+47 SKIPPER',
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
    ];
    const csv = toCsv(
      columns,
      hostile.map((name) => ({ name, kg: 1 })),
    );
    expect(csv).toBe(
      '\uFEFFBåt;Rundvekt (kg)\r\n' +
        `"'=HYPERLINK(""http://evil.example"")";1\r\n` +
        "'+47 SKIPPER;1\r\n" +
        "'-2+3;1\r\n" +
        "'@SUM(A1:A9);1\r\n" +
        "'\t=1+1;1\r\n" +
        `"'\r=1+1";1\r\n`,
    );
  });

  it('leaves numbers numbers, negative ones included, and ordinary text untouched', () => {
    const csv = toCsv(columns, [
      { name: 'HAVBRIS', kg: -1234.5 },
      { name: 'Ørn-Senior', kg: -7 },
      { name: 'M-12-BØ', kg: 0 },
    ]);
    expect(csv).toBe('\uFEFFBåt;Rundvekt (kg)\r\nHAVBRIS;-1234,5\r\nØrn-Senior;-7\r\nM-12-BØ;0\r\n');
  });
});

describe('csvField', () => {
  it('neutralises any text cell the same way, and writes no NaN into a spreadsheet', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-')).toBe("'-");
    expect(csvField(-0.5)).toBe('-0,5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField('a = b')).toBe('a = b');
  });
});

describe('csvResponse', () => {
  it('is a download with a safe file name', async () => {
    const response = csvResponse('topp landing 2025/æøå.csv', 'x');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="topp-landing-2025-.csv"');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('x');
  });
});
