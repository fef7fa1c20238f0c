import path from 'node:path';
import { generateSampleFiles } from '@/lib/sample-data/generate';
import { ingestFiles } from '@/lib/store/ingest';
import { makeTempDir } from './fiskeridir-samples';

/**
 * A landing store built the way production builds one: generated official files, ingested through the
 * real ingest path. Small by default so a test file can afford its own.
 */
export async function buildGeneratedStore(
  options: { linesPerYear?: number; years?: number; seed?: number; endYear?: number } = {},
): Promise<string> {
  const dataDir = makeTempDir('fangstdata-generated-');
  const generated = await generateSampleFiles({
    outDir: path.join(dataDir, 'sources'),
    years: options.years ?? 2,
    linesPerYear: options.linesPerYear ?? 8000,
    seed: options.seed ?? 42,
    endYear: options.endYear ?? 2025,
  });
  await ingestFiles(generated.files, { dataDir, snapshotDate: `${(options.endYear ?? 2025) + 1}-01-15` });
  return dataDir;
}

/** Points the store reader (lib/store/landing-store) at a data dir for the rest of the test file. */
export function useStore(dataDir: string) {
  process.env.DATA_DIR = dataDir;
}
