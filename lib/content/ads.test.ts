import { adForSlot, adProviderFromEnv } from './ads';

describe('ad slots', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows house ads when no provider is configured', async () => {
    expect(adProviderFromEnv({})).toBeNull();
    const choice = await adForSlot('top', {});
    expect(choice.kind).toBe('house');
    expect(choice.kind === 'house' && choice.ad?.href).toBe('/login');
  });

  it('uses a configured provider for the slots it has ids for', async () => {
    const env = {
      AD_PROVIDER_SCRIPT_URL: 'https://ads.example.com/tag.js?client=pub-1',
      AD_PROVIDER_CLIENT: 'pub-1',
      AD_PROVIDER_SLOT_TOP: '1234567890',
    };
    expect(adProviderFromEnv(env)).toEqual({
      scriptUrl: 'https://ads.example.com/tag.js?client=pub-1',
      client: 'pub-1',
      slotClass: 'adsbygoogle',
      queue: 'adsbygoogle',
      slots: { top: '1234567890' },
    });
    expect(await adForSlot('top', env)).toMatchObject({ kind: 'provider', slot: '1234567890' });
    // No id for the bottom slot: the house ad stays.
    expect((await adForSlot('bottom', env)).kind).toBe('house');
  });

  it('refuses unsafe settings and falls back to house ads', () => {
    expect(
      adProviderFromEnv({ AD_PROVIDER_SCRIPT_URL: 'http://ads.example.com/t.js', AD_PROVIDER_CLIENT: 'x' }),
    ).toBeNull();
    expect(adProviderFromEnv({ AD_PROVIDER_SCRIPT_URL: 'not a url', AD_PROVIDER_CLIENT: 'x' })).toBeNull();
    expect(
      adProviderFromEnv({
        AD_PROVIDER_SCRIPT_URL: 'https://a.example/t.js',
        AD_PROVIDER_CLIENT: '"><script>',
      }),
    ).toBeNull();
    const provider = adProviderFromEnv({
      AD_PROVIDER_SCRIPT_URL: 'https://a.example/t.js',
      AD_PROVIDER_CLIENT: 'pub-1',
      AD_PROVIDER_QUEUE: 'alert(1);x',
      AD_PROVIDER_SLOT_BOTTOM: 'bad slot"',
    });
    expect(provider?.queue).toBeNull();
    expect(provider?.slots).toEqual({});
    expect(
      adProviderFromEnv({
        AD_PROVIDER_SCRIPT_URL: 'https://a.example/t.js',
        AD_PROVIDER_CLIENT: 'p',
        AD_PROVIDER_QUEUE: 'none',
      })?.queue,
    ).toBeNull();
  });
});
