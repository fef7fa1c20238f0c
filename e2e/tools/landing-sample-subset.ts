/**
 * Writes the directorate's landing sample with only the first half of its notes' lines, as a newer copy
 * of its year would replace it: `npx tsx e2e/tools/landing-sample-subset.ts OUT.csv`. Used by
 * e2e/multi-machine.spec.ts to make a second store version that visibly differs from the first.
 */
import { landingSampleLines, writeLines } from '../../tests/helpers/fiskeridir-samples';
import path from 'node:path';

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: landing-sample-subset.ts OUT.csv');
  const [header, ...lines] = await landingSampleLines();
  writeLines(path.dirname(out), path.basename(out), [
    header,
    ...lines.slice(0, Math.floor(lines.length / 2)),
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
