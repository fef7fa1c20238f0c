import { SHARE_CARD_SIZE, shareCardImage } from '@/components/share/share-card-image';
import { routeId } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

export const alt = 'Kort med navn og årets landinger, fra Fangstdata';
export const size = SHARE_CARD_SIZE;
export const contentType = 'image/png';

/** The page's share card: name and this year's landings (lib/landings/share-card.ts). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return shareCardImage(await reads.shareCard('station', routeId((await params).id)), 'Fant ikke mottaket');
}
