/**
 * Keeps a signed-in reader signed in across a restart of the Auth emulator.
 *
 * The emulator imports an export through its batch-create endpoint, which sets every account's
 * `validSince` (the time before which tokens count as revoked) to the moment of the import. Every ID
 * token issued before the restart, and every token refreshed from such a sign-in (it keeps its first
 * `auth_time`), would then be refused as revoked. After the import, each account gets back the
 * `validSince` it had in the export, through the emulator's admin update endpoint.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Accounts updated at once: the emulator is one Node process, a few requests in flight suffice. */
const PARALLEL_UPDATES = 8;

interface ExportedAccount {
  localId: string;
  validSince?: string;
}

/** The accounts of an export directory with the `validSince` they had when exported. */
export function exportedTokenValidity(persistDir: string): ExportedAccount[] {
  const file = path.join(persistDir, 'auth_export', 'accounts.json');
  if (!existsSync(file)) return [];
  const { users } = JSON.parse(readFileSync(file, 'utf8')) as { users?: ExportedAccount[] };
  return (users ?? []).filter((user) => typeof user.localId === 'string' && user.validSince);
}

/** Sets each account's `validSince` in the emulator at `host` back to its value in the export. */
export async function restoreTokenValidity(
  host: string,
  projectId: string,
  accounts: ExportedAccount[],
): Promise<void> {
  const update = async ({ localId, validSince }: ExportedAccount) => {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
      {
        method: 'POST',
        // The emulator's admin credential: any project owner may set validSince.
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ localId, validSince }),
        signal: AbortSignal.timeout(30_000),
      },
    );
    if (!response.ok) {
      throw new Error(
        `restoring ${localId}'s token validity answered ${response.status}: ${await response.text()}`,
      );
    }
  };
  for (let start = 0; start < accounts.length; start += PARALLEL_UPDATES) {
    await Promise.all(accounts.slice(start, start + PARALLEL_UPDATES).map(update));
  }
}
