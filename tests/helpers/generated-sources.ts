import path from 'node:path';
import { generateSampleFiles, type GenerateSampleOptions } from '@/lib/sample-data/generate';

/**
 * Generated source files of the years up to `endYear` (one year ending 2024 unless told) in
 * `<dataDir>/sources`, and a lookup of one of them by how its name ends (`fangstdata_2024.csv.zip`).
 */
export async function generatedSources(
  dataDir: string,
  options: Omit<GenerateSampleOptions, 'outDir'>,
): Promise<{ files: string[]; file: (ending: string) => string }> {
  const { files } = await generateSampleFiles({
    outDir: path.join(dataDir, 'sources'),
    years: 1,
    endYear: 2024,
    ...options,
  });
  const file = (ending: string) => {
    const found = files.find((candidate) => candidate.endsWith(ending));
    if (!found) throw new Error(`no generated file ends with ${ending}`);
    return found;
  };
  return { files, file };
}
