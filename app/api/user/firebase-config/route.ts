import { firebaseConfigEndpoint } from '@/lib/api/contract/user';
import { apiRoute } from '@/lib/api/route';
import { firebaseClientConfig } from '@/lib/auth/environment';

// Read from the environment per request, so one build serves any Firebase project.
export const dynamic = 'force-dynamic';

/** The public Firebase client configuration, for pages that were rendered before the request. */
export const GET = apiRoute(firebaseConfigEndpoint, async () => firebaseClientConfig());
