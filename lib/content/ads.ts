import 'server-only';
import { adProviderSettings, type Env } from '@/lib/config';
import { readHouseAd, type HouseAd } from './house-ads';

/**
 * What fills an ad slot. House ads from content/ads.json are the default; an ad provider is used when
 * it is configured by environment variables (read per request, so no rebuild is needed — but the
 * provider's origins must be allowed by the Content-Security-Policy, CSP_EXTRA_ORIGINS, at build time):
 *
 *   AD_PROVIDER_SCRIPT_URL   the provider's script (https), e.g. https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123
 *   AD_PROVIDER_CLIENT       the publisher id, written to data-ad-client
 *   AD_PROVIDER_SLOT_TOP     slot id of the top slot (data-ad-slot); a slot without an id shows the house ad
 *   AD_PROVIDER_SLOT_BOTTOM  slot id of the bottom slot
 *   AD_PROVIDER_QUEUE        the global queue the provider reads per slot (default adsbygoogle);
 *                            `none` for providers that find their slots by themselves
 *   AD_PROVIDER_SLOT_CLASS   class of the slot element (default adsbygoogle)
 *
 * The slot element is `<ins class="…" data-ad-client="…" data-ad-slot="…">`, the convention of AdSense
 * and the providers compatible with it; it fills the slot's fixed size, so nothing shifts.
 */

export type AdPosition = HouseAd['position'];

export interface AdProvider {
  scriptUrl: string;
  client: string;
  slotClass: string;
  /** A JavaScript identifier, or null when the provider needs no per-slot push. */
  queue: string | null;
  slots: Partial<Record<AdPosition, string>>;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]{0,63}$/;

/**
 * The configured provider; null (house ads) when the variables are missing or malformed. lib/config
 * names a malformed variable in a warning (and the start-up check lists it).
 */
export function adProviderFromEnv(env?: Env): AdProvider | null {
  const { scriptUrl, client, queue, slotClass, slots } = adProviderSettings(env);
  if (!scriptUrl || !client) return null;
  const filledSlots: Partial<Record<AdPosition, string>> = {};
  if (slots.top) filledSlots.top = slots.top;
  if (slots.bottom) filledSlots.bottom = slots.bottom;
  return {
    scriptUrl: new URL(scriptUrl).toString(),
    client,
    slotClass,
    queue: queue === 'none' || !IDENTIFIER.test(queue) ? null : queue,
    slots: filledSlots,
  };
}

export type AdChoice =
  { kind: 'provider'; provider: AdProvider; slot: string } | { kind: 'house'; ad: HouseAd | null };

/** The provider's ad where it has a slot id for this position, else the house ad (or nothing). */
export async function adForSlot(position: AdPosition, env?: Env): Promise<AdChoice> {
  const provider = adProviderFromEnv(env);
  const slot = provider?.slots[position];
  if (provider && slot) return { kind: 'provider', provider, slot };
  return { kind: 'house', ad: await readHouseAd(position) };
}
