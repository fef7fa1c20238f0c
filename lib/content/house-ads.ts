import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentDir } from '@/lib/config';
import { z } from 'zod';

const houseAdSchema = z.object({
  position: z.enum(['top', 'bottom']),
  title: z.string(),
  text: z.string(),
  href: z.string(),
});
export type HouseAd = z.infer<typeof houseAdSchema>;

/** The operator's own ad for a slot, from content/ads.json; none when the file is missing or wrong. */
export async function readHouseAd(position: HouseAd['position']): Promise<HouseAd | null> {
  const file = path.join(contentDir(), 'ads.json');
  try {
    const ads = z.array(houseAdSchema).parse(JSON.parse(await readFile(file, 'utf8')));
    return ads.find((ad) => ad.position === position) ?? null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.error(`content: cannot read ${file}`, error);
    return null;
  }
}
