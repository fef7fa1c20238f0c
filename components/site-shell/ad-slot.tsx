import { readHouseAd } from '@/lib/content/house-ads';

/**
 * An advertising slot with a fixed size, so the page never shifts when an ad arrives.
 * House ads from content/ads.json by default; an ad provider is configured by AD_PROVIDER_* variables.
 */
export async function AdSlot({ position }: { position: 'top' | 'bottom' }) {
  const ad = await readHouseAd(position);
  return (
    <aside className={`ad-slot ad-slot--${position}`} aria-label="Annonse" data-ad-slot={position}>
      {ad ? (
        <a className="house-ad" href={ad.href}>
          <strong>{ad.title}</strong>
          <span>{ad.text}</span>
        </a>
      ) : null}
    </aside>
  );
}
