import { landingFeedRoute } from '@/lib/feeds/landing-feed';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** The front page's biggest landings of the month as an Atom feed. */
export const GET = landingFeedRoute({
  load: async () => {
    const news = await reads.frontNews();
    return {
      title: 'Fangstdata: månedens største landinger',
      subtitle: 'De tyngste sluttseddlene denne måneden. Kilde: Fiskeridirektoratet.',
      pagePath: '/',
      notes: news?.month.biggest ?? [],
    };
  },
  notFoundMessage: 'Ingen landinger ennå',
});
