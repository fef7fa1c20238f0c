import { adForSlot } from '@/lib/content/ads';
import styles from './ad-slot.module.css';
import { HouseAdLink } from './house-ad-link';

/**
 * An advertising slot. A provider's ad arrives after the page, so its slot has a fixed size and the page
 * never shifts; a house ad is in the page itself, and its slot is as high as its words need at any width.
 * House ads from content/ads.json by default; an ad provider is configured by AD_PROVIDER_* variables
 * (lib/content/ads.ts). The provider's tags are plain script elements (React dedupes the shared
 * script), not next/script, which would add its client code to every page.
 */
export async function AdSlot({ position }: { position: 'top' | 'bottom' }) {
  const choice = await adForSlot(position);
  const provider = choice.kind === 'provider';
  return (
    <aside
      className={provider ? `${styles.slot} ${styles.providerSlot}` : styles.slot}
      aria-label="Annonse"
      data-ad-slot={position}
    >
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
        // The face a signed-in reader sees is chosen in the browser: both faces' room is kept by an
        // invisible copy of the longer one in the same cell, so the swap never moves the page.
        <div className={styles.stack}>
          <HouseAdLink ad={choice.ad} signedIn={choice.ad.signedIn} className={styles.houseAd} />
          <span className={`${styles.houseAd} ${styles.sizer}`} aria-hidden="true">
            <strong>{longer(choice.ad, choice.ad.signedIn).title}</strong>
            <span>{longer(choice.ad, choice.ad.signedIn).text}</span>
          </span>
        </div>
      ) : choice.ad ? (
        <a className={styles.houseAd} href={choice.ad.href}>
          <strong>{choice.ad.title}</strong>
          <span>{choice.ad.text}</span>
        </a>
      ) : null}
    </aside>
  );
}

/** The face with more words: the one that needs more room on a narrow screen. */
function longer<Face extends { title: string; text: string }>(a: Face, b: Face): Face {
  return a.title.length + a.text.length >= b.title.length + b.text.length ? a : b;
}
