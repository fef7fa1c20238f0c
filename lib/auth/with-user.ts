import 'server-only';
import type { z } from 'zod';
import type { Endpoint } from '@/lib/api/endpoint';
import { ApiError, errorResponse } from '@/lib/api/errors';
import { apiRoute, type HandlerInput, type HandlerResult } from '@/lib/api/route';
import { verifyFirebaseIdToken, type VerifiedToken } from './firebase-admin';
import { RateLimiter } from './rate-limit';

/**
 * Route handlers for signed-in users. The browser sends its Firebase ID token
 * (`Authorization: Bearer …`); the user id is taken from the verified token and nowhere else.
 * The original product sent the user's id in a `User-ID` header: it is still accepted, but only when it
 * names the token's user (403 otherwise). No token, or a token that does not verify: 401.
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

/** The verified user of a request, or an ApiError (401 / 403). */
export async function authenticate(request: Request): Promise<AuthenticatedUser> {
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
    user = await verifyFirebaseIdToken(token);
  } catch (error) {
    const code = firebaseErrorCode(error);
    // A token problem is the client's (log in again); failing to reach Google's keys is ours (500).
    if (code.startsWith('auth/') && code !== 'auth/internal-error') {
      throw new ApiError('unauthorized', 'Innloggingen er ugyldig eller utløpt. Logg inn på nytt.');
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
  return async function userRoute(request: Request, context: RouteContext): Promise<Response> {
    try {
      users.set(request, await authenticate(request));
    } catch (error) {
      if (error instanceof ApiError) return privateAnswer(errorResponse(error));
      console.error(`api: ${endpoint.method} ${endpoint.path}: verifying the ID token failed`, error);
      return privateAnswer(errorResponse(new ApiError('internal', 'Noe gikk galt på serveren')));
    }
    return privateAnswer(await route(request, context));
  };
}

/** Writes (follow, unfollow) per user and web node. */
export const USER_WRITES_PER_MINUTE = 30;
// On globalThis: every route bundle of this process must count against the same window.
const limiterKey = Symbol.for('fangstdata.userWriteLimiter');
type GlobalWithLimiter = typeof globalThis & { [limiterKey]?: RateLimiter };

function writeLimiter(): RateLimiter {
  const holder = globalThis as GlobalWithLimiter;
  return (holder[limiterKey] ??= new RateLimiter(USER_WRITES_PER_MINUTE, 60_000));
}

/** A 429 answer with Retry-After when the user has used up their writes for now; null otherwise. */
export function limitUserWrites(user: AuthenticatedUser): Response | null {
  const result = writeLimiter().hit(user.uid);
  if (result.allowed) return null;
  return errorResponse(
    new ApiError(
      'rate_limited',
      `For mange endringer på kort tid. Prøv igjen om ${result.retryAfterSeconds} s.`,
    ),
    { 'Retry-After': String(result.retryAfterSeconds) },
  );
}

/** Tests only: forget every user's write count. */
export function resetUserWriteLimits() {
  writeLimiter().reset();
}
