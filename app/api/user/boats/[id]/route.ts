import { addUserBoatEndpoint, getUserBoatEndpoint, removeUserBoatEndpoint } from '@/lib/api/contract/user';
import { ApiError, notFound } from '@/lib/api/errors';
import { withUser } from '@/lib/auth/with-user';
import { boatExists } from '@/lib/landings/boats/boats';
import { userDb } from '@/lib/userdata/db';
import {
  addUserBoat,
  getUserBoat,
  MAX_USER_BOATS,
  removeUserBoat,
  UserBoatLimitError,
} from '@/lib/userdata/user-boats';
import { describeUserBoats } from '@/lib/landings/boats/followed-boats';

export const dynamic = 'force-dynamic';

export const GET = withUser(getUserBoatEndpoint, async ({ user, params }) => {
  const entry = await getUserBoat(await userDb(), user.uid, params.id);
  return { id: params.id, following: entry !== null, followedAt: entry?.followedAt.toISOString() ?? null };
});

/** Follow: 201 when added, 200 when the boat was already on the list. */
export const POST = withUser(addUserBoatEndpoint, async ({ user, params }) => {
  if (!(await boatExists(params.id))) throw notFound('Båten');
  try {
    const { entry, added } = await addUserBoat(await userDb(), user.uid, params.id);
    const [boat] = await describeUserBoats([entry]);
    return { data: boat, status: added ? 201 : 200 };
  } catch (error) {
    if (error instanceof UserBoatLimitError) {
      throw new ApiError('unprocessable', `Du kan følge høyst ${MAX_USER_BOATS} båter`);
    }
    throw error;
  }
});

/** Unfollow; unfollowing a boat that is not on the list is not an error. */
export const DELETE = withUser(removeUserBoatEndpoint, async ({ user, params }) => {
  const removed = await removeUserBoat(await userDb(), user.uid, params.id);
  return { id: params.id, following: false as const, removed };
});
