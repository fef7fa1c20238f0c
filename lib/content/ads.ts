import 'server-only';
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
const TOKEN = /^[\w.:-]{1,100}$/;

/** The configured provider; null (house ads) when the variables are missing or malformed. */
export function adProviderFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): AdProvider | null {
  const scriptUrl = env.AD_PROVIDER_SCRIPT_URL?.trim();
  const client = env.AD_PROVIDER_CLIENT?.trim();
  if (!scriptUrl || !client) return null;
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    console.error('ads: AD_PROVIDER_SCRIPT_URL is not a URL; showing house ads');
    return null;
  }
  if (url.protocol !== 'https:' || !TOKEN.test(client)) {
    console.error(
      'ads: AD_PROVIDER_SCRIPT_URL must be https and AD_PROVIDER_CLIENT a plain id; showing house ads',
    );
    return null;
  }
  const queueSetting = env.AD_PROVIDER_QUEUE?.trim() || 'adsbygoogle';
  const slotClass = env.AD_PROVIDER_SLOT_CLASS?.trim() || 'adsbygoogle';
  const slots: Partial<Record<AdPosition, string>> = {};
  for (const [position, value] of [
    ['top', env.AD_PROVIDER_SLOT_TOP],
    ['bottom', env.AD_PROVIDER_SLOT_BOTTOM],
  ] as const) {
    if (value && TOKEN.test(value.trim())) slots[position] = value.trim();
  }
  return {
    scriptUrl: url.toString(),
    client,
    slotClass: /^[\w-]{1,60}$/.test(slotClass) ? slotClass : 'adsbygoogle',
    queue: queueSetting === 'none' || !IDENTIFIER.test(queueSetting) ? null : queueSetting,
    slots,
  };
}

export type AdChoice =
  { kind: 'provider'; provider: AdProvider; slot: string } | { kind: 'house'; ad: HouseAd | null };

/** The provider's ad where it has a slot id for this position, else the house ad (or nothing). */
export async function adForSlot(
  position: AdPosition,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<AdChoice> {
  const provider = adProviderFromEnv(env);
  const slot = provider?.slots[position];
  if (provider && slot) return { kind: 'provider', provider, slot };
  return { kind: 'house', ad: await readHouseAd(position) };
}
