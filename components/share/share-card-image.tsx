import { ImageResponse } from 'next/og';
import type { ShareCard } from '@/lib/landings/share-card';
import { cardLine, cardTitle } from './card-text';

/**
 * The share card of a detail page as a 1200×630 PNG (Open Graph and X cards), drawn by Next's
 * ImageResponse with its bundled font: works offline. Cached by browsers and CDNs for a while; a new
 * store version reaches it when the shared cache revalidates (s-maxage).
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

const SEA = '#0b3954';

export function shareCardImage(card: ShareCard | null, missing: string): ImageResponse {
  const title = cardTitle(card?.title ?? missing);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: SEA,
        color: '#fff',
        padding: '56px 72px',
        fontSize: 32,
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>Fangstdata</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 30, color: '#9fd3e6' }}>
          {cardLine(card?.kicker ?? 'Fangstdata', 60)}
        </div>
        <div style={{ display: 'flex', fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.1 }}>
          {title.text}
        </div>
        {card?.subtitle ? (
          <div style={{ display: 'flex', fontSize: 36 }}>{cardLine(card.subtitle, 50)}</div>
        ) : null}
      </div>
      <div style={{ display: 'flex', gap: 64 }}>
        {(card?.facts ?? []).map((fact) => (
          <div key={fact.label} style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 26, color: '#9fd3e6' }}>{cardLine(fact.label, 30)}</div>
            <div style={{ display: 'flex', fontSize: 48, fontWeight: 700 }}>{cardLine(fact.value, 16)}</div>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', fontSize: 22, color: '#c9dde6' }}>Kilde: Fiskeridirektoratet</div>
    </div>,
    {
      ...SHARE_CARD_SIZE,
      headers: { 'Cache-Control': 'public, max-age=600, s-maxage=3600, stale-while-revalidate=86400' },
    },
  );
}
