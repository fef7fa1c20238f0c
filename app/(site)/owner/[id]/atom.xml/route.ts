import { entityFeedRoute } from '@/lib/feeds/landing-feed';

export const dynamic = 'force-dynamic';

/** The page's newest landing notes as an Atom feed. */
export const GET = entityFeedRoute('owner', 'Fant ikke eieren');
