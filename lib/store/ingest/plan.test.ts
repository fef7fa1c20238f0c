import { compareLoadOrder, type PlannedFile } from './plan';

const file = (label: string, kind: PlannedFile['kind']) => ({ label, kind });

describe('the order files are loaded in', () => {
  it('is registers, landings, positions, logbooks; yearly files newest year first; copies of a year as given', () => {
    const given = [
      file('elektronisk-rapportering-ers-2023.zip', 'ers'),
      file('fangstdata_2021.csv.zip', 'landings'),
      file('2024-VMS.csv.zip', 'vms'),
      file('fangstdata_2024.csv.zip', 'landings'),
      file('fangstdata_2024 (kopi).csv', 'landings'),
      file('register_vessels.json', 'vessels'),
      file('sluttsedler.csv', 'landings'),
      file('elektronisk-rapportering-ers-2024.zip', 'ers'),
      file('frtyweb.tar', 'extract'),
    ];
    expect([...given].sort(compareLoadOrder).map((f) => f.label)).toEqual([
      'register_vessels.json',
      'frtyweb.tar',
      'sluttsedler.csv',
      'fangstdata_2024.csv.zip',
      'fangstdata_2024 (kopi).csv',
      'fangstdata_2021.csv.zip',
      '2024-VMS.csv.zip',
      'elektronisk-rapportering-ers-2024.zip',
      'elektronisk-rapportering-ers-2023.zip',
    ]);
  });
});
