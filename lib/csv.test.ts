import { csvResponse, toCsv } from './csv';

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
});

describe('csvResponse', () => {
  it('is a download with a safe file name', async () => {
    const response = csvResponse('topp landing 2025/æøå.csv', 'x');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="topp-landing-2025-.csv"');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('x');
  });
});
