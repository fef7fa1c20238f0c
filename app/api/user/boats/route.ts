import { listUserBoatsEndpoint } from '@/lib/api/contract/user';
import { withUser } from '@/lib/auth/with-user';
import { userDb } from '@/lib/userdata/db';
import { listUserBoats } from '@/lib/userdata/user-boats';
import { describeUserBoats } from '@/lib/landings/boats/followed-boats';

export const dynamic = 'force-dynamic';

/** The signed-in user's boats with their latest landing. */
export const GET = withUser(listUserBoatsEndpoint, async ({ user }) =>
  describeUserBoats(await listUserBoats(await userDb(), user.uid)),
);
