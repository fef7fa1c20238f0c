import { writeZipFile } from '@/lib/sample-data/zip-writer';

/**
 * Test helper: writes `content` as the single deflated entry of a zip, with the same writer the default
 * data set is made with (one zip writer in the project, no second library for tests).
 */
export async function writeTestZip(
  file: string,
  entryName: string,
  content: string | Buffer,
): Promise<string> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  await writeZipFile(file, [{ bytes, lines: 0 }], {
    entryName,
    modified: { year: 2024, month: 1, day: 1 },
    level: 6,
    zip64: false,
  });
  return file;
}
