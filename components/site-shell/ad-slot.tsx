import { adForSlot } from '@/lib/content/ads';
import styles from './ad-slot.module.css';
import { HouseAdLink } from './house-ad-link';

/**
 * An advertising slot with a fixed size, so the page never shifts when an ad arrives.
 * House ads from content/ads.json by default; an ad provider is configured by AD_PROVIDER_* variables
 * (lib/content/ads.ts). The provider's tags are plain script elements (React dedupes the shared
 * script), not next/script, which would add its client code to every page.
 */
export async function AdSlot({ position }: { position: 'top' | 'bottom' }) {
  const choice = await adForSlot(position);
  return (
    <aside className={styles.slot} aria-label="Annonse" data-ad-slot={position}>
      {choice.kind === 'provider' ? (
        <>
          <ins
            className={`ad-provider ${choice.provider.slotClass}`}
            data-ad-client={choice.provider.client}
            data-ad-slot={choice.slot}
          />
          <script async src={choice.provider.scriptUrl} />
          {choice.provider.queue ? (
            <script
              // The queue name is checked to be a plain identifier (lib/content/ads.ts).
              dangerouslySetInnerHTML={{
                __html: `(window.${choice.provider.queue}=window.${choice.provider.queue}||[]).push({});`,
              }}
            />
          ) : null}
        </>
      ) : choice.ad?.signedIn ? (
        <HouseAdLink ad={choice.ad} signedIn={choice.ad.signedIn} className={styles.houseAd} />
      ) : choice.ad ? (
        <a className={styles.houseAd} href={choice.ad.href}>
          <strong>{choice.ad.title}</strong>
          <span>{choice.ad.text}</span>
        </a>
      ) : null}
    </aside>
  );
}
