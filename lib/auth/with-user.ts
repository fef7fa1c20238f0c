import 'server-only';
import type { z } from 'zod';
import type { Endpoint } from '@/lib/api/endpoint';
import { ApiError, errorResponse, isApiError } from '@/lib/api/errors';
import { rateLimitedResponse } from '@/lib/api/api-buckets';
import { resetRateLimits, sharedLimiter } from '@/lib/api/rate-limiter';
import { apiRoute, type HandlerInput, type HandlerResult } from '@/lib/api/route';
import { verifyFirebaseIdToken, type VerifiedToken } from './firebase-admin';

/**
 * Route handlers for signed-in users. The browser sends its Firebase ID token
 * (`Authorization: Bearer …`); the user id is taken from the verified token and nowhere else.
 * The original product sent the user's id in a `User-ID` header: it is still accepted, but only when it
 * names the token's user (403 otherwise). No token, or a token that does not verify: 401.
 * Writes (every method but GET) also check that the user's sessions were not revoked and the user is
 * not disabled or deleted (401 then), and are limited per user (429).
 * Every answer, errors included, is private to the user and never cached.
 */

export type AuthenticatedUser = VerifiedToken;

export const USER_ID_HEADER = 'User-ID';
/** Firebase ID tokens are ~1 kB; anything far larger is not one. */
const MAX_TOKEN_LENGTH = 8192;

function firebaseErrorCode(error: unknown): string {
  const code = (error as { code?: unknown; errorInfo?: { code?: unknown } })?.errorInfo?.code;
  return typeof code === 'string' ? code : String((error as { code?: unknown })?.code ?? '');
}

/** Why a token was refused, for the codes where "log in again" is not the whole story. */
const REFUSED_TOKEN_MESSAGES: Record<string, string> = {
  'auth/id-token-revoked':
    'Innloggingen er trukket tilbake (for eksempel etter byttet passord). Logg inn på nytt.',
  'auth/user-disabled': 'Brukeren er sperret og kan ikke gjøre endringer.',
  'auth/user-not-found': 'Brukeren finnes ikke lenger. Logg inn på nytt.',
};

/**
 * The verified user of a request, or an ApiError (401 / 403). `checkRevoked` (writes) also refuses a
 * token whose sessions were revoked or whose user is disabled or deleted.
 */
export async function authenticate(
  request: Request,
  options: { checkRevoked?: boolean } = {},
): Promise<AuthenticatedUser> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header);
  if (!match) {
    throw new ApiError(
      'unauthorized',
      'Du må være logget inn: send Firebase ID-tokenet som «Authorization: Bearer …»',
    );
  }
  const token = match[1];
  let user: AuthenticatedUser;
  try {
    if (token.length > MAX_TOKEN_LENGTH)
      throw Object.assign(new Error('token too long'), { code: 'auth/argument-error' });
    user = await verifyFirebaseIdToken(token, { checkRevoked: options.checkRevoked });
  } catch (error) {
    const code = firebaseErrorCode(error);
    // A token problem is the client's (log in again); failing to reach Google's keys is ours (500).
    if (code.startsWith('auth/') && code !== 'auth/internal-error') {
      throw new ApiError(
        'unauthorized',
        REFUSED_TOKEN_MESSAGES[code] ?? 'Innloggingen er ugyldig eller utløpt. Logg inn på nytt.',
      );
    }
    throw error;
  }
  const claimed = request.headers.get(USER_ID_HEADER);
  if (claimed !== null && claimed.trim() !== user.uid) {
    throw new ApiError('forbidden', 'User-ID tilhører ikke den innloggede brukeren');
  }
  return user;
}

function privateAnswer(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  if (response.status === 401) response.headers.set('WWW-Authenticate', 'Bearer realm="fangstdata"');
  return response;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export type UserHandlerInput<P, Q, B> = HandlerInput<P, Q, B> & { user: AuthenticatedUser };

/**
 * `apiRoute` for signed-in users: authenticates first (before the input is even parsed), then runs the
 * handler with `user`. Usage: `export const GET = withUser(endpoint, async ({ user, params }) => …)`.
 */
export function withUser<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: (
    input: UserHandlerInput<z.infer<P>, z.infer<Q>, z.infer<B>>,
  ) => Promise<HandlerResult<z.infer<R>>>,
) {
  const users = new WeakMap<Request, AuthenticatedUser>();
  const route = apiRoute(endpoint, (input) => handler({ ...input, user: users.get(input.request)! }));
  const isWrite = endpoint.method !== 'GET';
  return async function userRoute(request: Request, context: RouteContext): Promise<Response> {
    try {
      const user = await authenticate(request);
      if (isWrite) {
        // Limited first: the revocation check is a call to Firebase, which a flood must not cause.
        const limited = await limitUserWrites(user);
        if (limited) return privateAnswer(limited);
        await authenticate(request, { checkRevoked: true });
      }
      users.set(request, user);
    } catch (error) {
      if (isApiError(error)) return privateAnswer(errorResponse(error));
      console.error(`api: ${endpoint.method} ${endpoint.path}: verifying the ID token failed`, error);
      return privateAnswer(errorResponse(new ApiError('internal', 'Noe gikk galt på serveren')));
    }
    return privateAnswer(await route(request, context));
  };
}

/** Writes (follow, unfollow) per user, shared by every server process when DATABASE_URL is set. */
export const USER_WRITES_PER_MINUTE = 30;
const USER_WRITES = 'user-writes';

/** A 429 answer with Retry-After when the user has used up their writes for now; null otherwise. */
async function limitUserWrites(user: AuthenticatedUser): Promise<Response | null> {
  const limiter = await sharedLimiter(USER_WRITES, USER_WRITES_PER_MINUTE, 60);
  const decision = await limiter.hit(user.uid);
  if (decision.allowed) return null;
  return rateLimitedResponse(
    decision,
    `For mange endringer på kort tid. Prøv igjen om ${decision.retryAfterSeconds} s.`,
  );
}

/** Tests only: forget every user's write count. */
export function resetUserWriteLimits() {
  resetRateLimits(USER_WRITES);
}
