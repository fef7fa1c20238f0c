import 'server-only';
import { readFile } from 'node:fs/promises';
import { cache } from 'react';
import path from 'node:path';
import { contentDir } from '@/lib/config';
import { z } from 'zod';

const adFaceSchema = z.object({ title: z.string(), text: z.string(), href: z.string() });
const houseAdSchema = adFaceSchema.extend({
  position: z.enum(['top', 'bottom']),
  /** What a signed-in reader sees instead, e.g. when the ad asks the reader to sign in. */
  signedIn: adFaceSchema.optional(),
});
export type HouseAdFace = z.infer<typeof adFaceSchema>;
export type HouseAd = z.infer<typeof houseAdSchema>;

/**
 * Every house ad in content/ads.json; none when the file is missing or wrong. Read once per page render
 * (the top and bottom slots share it) and again on the next render, so an operator's edit shows at once.
 */
const readHouseAds = cache(async (): Promise<HouseAd[]> => {
  const file = path.join(contentDir(), 'ads.json');
  try {
    return z.array(houseAdSchema).parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.error(`content: cannot read ${file}`, error);
    return [];
  }
});

/** The operator's own ad for a slot; none when there is none for it. */
export async function readHouseAd(position: HouseAd['position']): Promise<HouseAd | null> {
  return (await readHouseAds()).find((ad) => ad.position === position) ?? null;
}
