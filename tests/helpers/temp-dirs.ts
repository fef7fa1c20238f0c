import { makeTempDir, removeDir } from './fiskeridir-samples';

export interface StoreTestDirs {
  /** The test's DATA_DIR: an empty store directory. */
  dataDir: string;
  /** Where the test writes its input files (copies, truncated years, zips). */
  workDir: string;
}

/**
 * A fresh data directory and work directory for every test, removed after it whether it passed or
 * not, so no test sees another's store. `receive` hands them to the test file's own variables;
 * `asDataDirEnv` also points DATA_DIR at the data directory (for code that finds the store itself).
 */
export function freshStoreDirsForEachTest(
  prefix: string,
  receive: (dirs: StoreTestDirs) => void,
  { asDataDirEnv = false }: { asDataDirEnv?: boolean } = {},
): void {
  let dirs: StoreTestDirs | null = null;
  beforeEach(() => {
    dirs = { dataDir: makeTempDir(`${prefix}store-`), workDir: makeTempDir(`${prefix}files-`) };
    if (asDataDirEnv) process.env.DATA_DIR = dirs.dataDir;
    receive(dirs);
  });
  afterEach(() => {
    if (asDataDirEnv) delete process.env.DATA_DIR;
    if (!dirs) return;
    removeDir(dirs.dataDir);
    removeDir(dirs.workDir);
    dirs = null;
  });
}
