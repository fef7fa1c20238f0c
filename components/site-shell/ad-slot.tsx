import Script from 'next/script';
import { adForSlot } from '@/lib/content/ads';

/**
 * An advertising slot with a fixed size, so the page never shifts when an ad arrives.
 * House ads from content/ads.json by default; an ad provider is configured by AD_PROVIDER_* variables
 * (lib/content/ads.ts).
 */
export async function AdSlot({ position }: { position: 'top' | 'bottom' }) {
  const choice = await adForSlot(position);
  return (
    <aside className={`ad-slot ad-slot--${position}`} aria-label="Annonse" data-ad-slot={position}>
      {choice.kind === 'provider' ? (
        <>
          <ins
            className={`ad-provider ${choice.provider.slotClass}`}
            data-ad-client={choice.provider.client}
            data-ad-slot={choice.slot}
          />
          <Script id="ad-provider-script" src={choice.provider.scriptUrl} strategy="afterInteractive" />
          {choice.provider.queue ? (
            <Script id={`ad-provider-${position}`} strategy="afterInteractive">
              {`(window.${choice.provider.queue}=window.${choice.provider.queue}||[]).push({});`}
            </Script>
          ) : null}
        </>
      ) : choice.ad ? (
        <a className="house-ad" href={choice.ad.href}>
          <strong>{choice.ad.title}</strong>
          <span>{choice.ad.text}</span>
        </a>
      ) : null}
    </aside>
  );
}
