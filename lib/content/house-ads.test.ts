import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { readHouseAd } from './house-ads';

let dir: string;
beforeEach(() => {
  dir = makeTempDir('fangstdata-content-');
  process.env.CONTENT_DIR = dir;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  removeDir(dir);
  jest.restoreAllMocks();
});

const writeAds = (ads: unknown) => writeFileSync(path.join(dir, 'ads.json'), JSON.stringify(ads));
const ad = (position: string, title: string) => ({ position, title, text: 'Tekst', href: '/login' });

describe('house ads', () => {
  it("gives each slot its own ad, and an operator's edit at the next read", async () => {
    writeAds([ad('top', 'Øverst'), ad('bottom', 'Nederst')]);
    expect((await readHouseAd('top'))?.title).toBe('Øverst');
    expect((await readHouseAd('bottom'))?.title).toBe('Nederst');
    writeAds([ad('top', 'Ny tekst')]);
    expect((await readHouseAd('top'))?.title).toBe('Ny tekst');
    expect(await readHouseAd('bottom')).toBeNull();
  });

  it('shows none when the file is missing or wrong, and says why in the log', async () => {
    expect(await readHouseAd('top')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
    writeFileSync(path.join(dir, 'ads.json'), '[{"position": "top"');
    expect(await readHouseAd('top')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('ads.json'), expect.anything());
  });
});
