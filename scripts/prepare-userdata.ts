/**
 * Creates the local user-state database (PGlite under DATA_DIR/userdata) and runs its migrations, so
 * the first visitor does not wait ~10 s for it. Run by `npm start` on a first start; needs the
 * `react-server` condition because lib/userdata is server-only.
 */
import { closeUserDb, userDb } from '../lib/userdata';

async function main() {
  const db = await userDb();
  console.log(`✔ User database ready (${db.engine})`);
  await closeUserDb();
}

main().catch((error) => {
  console.error(`✖ Could not prepare the user database: ${(error as Error).message}`);
  process.exit(1);
});
