import {
  benchSettings,
  checkConfigurationAtStart,
  configurationProblems,
  contactEmail,
  dataDir,
  ingestLimitSettings,
  InvalidSettingError,
  landingsApi,
  internalReadsToken,
  rateLimitPerMinute,
  resultCacheBytes,
  siteUrl,
  storeLimits,
  trustedProxyHops,
} from './index';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the site address', () => {
  it('defaults to the local server and drops trailing slashes', () => {
    expect(siteUrl({})).toBe('http://localhost:3000');
    expect(siteUrl({ SITE_URL: ' https://fangstdata.no/// ' })).toBe('https://fangstdata.no');
  });

  it('defaults to the port the server runs on, and SITE_URL wins over it', () => {
    expect(siteUrl({ PORT: '3410' })).toBe('http://localhost:3410');
    expect(siteUrl({ PORT: '3410', SITE_URL: '' })).toBe('http://localhost:3410');
    expect(siteUrl({ PORT: '3410', SITE_URL: 'https://fangstdata.no' })).toBe('https://fangstdata.no');
  });

  it('refuses a value that is not an http(s) URL, naming the variable', () => {
    expect(() => siteUrl({ SITE_URL: 'fangstdata.no' })).toThrow(InvalidSettingError);
    expect(() => siteUrl({ SITE_URL: 'fangstdata.no' })).toThrow(
      'SITE_URL="fangstdata.no" is not an http(s) URL like https://fangstdata.no',
    );
  });
});

describe('values read at call time', () => {
  it('follows process.env as it changes, as tests and operators change it', () => {
    const saved = process.env.RATE_LIMIT_CSV;
    try {
      process.env.RATE_LIMIT_CSV = '5';
      expect(rateLimitPerMinute('csv')).toBe(5);
      process.env.RATE_LIMIT_CSV = '0';
      expect(rateLimitPerMinute('csv')).toBe(0);
      delete process.env.RATE_LIMIT_CSV;
      expect(rateLimitPerMinute('csv')).toBe(20);
    } finally {
      if (saved === undefined) delete process.env.RATE_LIMIT_CSV;
      else process.env.RATE_LIMIT_CSV = saved;
    }
  });

  it('resolves DATA_DIR to an absolute path', () => {
    expect(dataDir({ DATA_DIR: '/srv/fangstdata' })).toBe('/srv/fangstdata');
    expect(dataDir({})).toBe(`${process.cwd()}/data`);
  });
});

describe('tuning values', () => {
  it('reads numbers, sizes and DuckDB memory limits', () => {
    expect(
      storeLimits({ STORE_QUERY_TIMEOUT_MS: '2500', STORE_MEMORY_LIMIT: '50%', STORE_THREADS: '4' }),
    ).toEqual({
      queryTimeoutMs: 2500,
      maxQueue: 32,
      lookupMaxQueue: 64,
      maxWaitMs: 5000,
      bulkConnections: 2,
      memoryLimit: '50%',
      threads: 4,
    });
    expect(resultCacheBytes({ RESULT_CACHE_MB: '0.5' })).toEqual({
      maxBytes: 512 * 1024,
      maxEntryBytes: 8 * 1024 * 1024,
    });
    expect(
      landingsApi({ LANDINGS_API_URL: 'https://api.example.no', LANDINGS_API_TIMEOUT_MS: '2000' }),
    ).toEqual({
      baseUrl: 'https://api.example.no',
      timeoutMs: 2000,
      token: undefined,
    });
    expect(landingsApi({})).toBeNull();
  });

  it('refuses a proxy node without the shared secret, and never prints a secret', () => {
    const secret = 'short-secret';
    expect(configurationProblems({ LANDINGS_API_URL: 'https://data.example.no' }).fatal).toEqual([
      "LANDINGS_API_URL is set but LANDINGS_API_TOKEN is not: a proxy node needs the data node's shared secret",
    ]);
    const { fatal } = configurationProblems({ LANDINGS_API_TOKEN: secret });
    expect(fatal).toEqual([
      'LANDINGS_API_TOKEN=(hidden) is shorter than 24 characters: too easy to guess for a secret',
    ]);
    expect(fatal.join(' ')).not.toContain(secret);
    const token = 'a-long-enough-shared-secret-1234';
    expect(
      landingsApi({ LANDINGS_API_URL: 'https://data.example.no', LANDINGS_API_TOKEN: token }),
    ).toMatchObject({ token });
    expect(internalReadsToken({ LANDINGS_API_TOKEN: token })).toBe(token);
    expect(internalReadsToken({})).toBeUndefined();
  });

  it('warns once, naming the variable, and keeps the default for a bad tuning value', () => {
    expect(storeLimits({ STORE_BULK_CONNECTIONS: '4', STORE_MEMORY_LIMIT: 'lots' })).toMatchObject({
      bulkConnections: 2,
      memoryLimit: '1GB',
    });
    expect(warn).toHaveBeenCalledWith(
      '⚠ STORE_BULK_CONNECTIONS="4" is not a whole number from 1 to 3; using 2',
    );
    expect(warn).toHaveBeenCalledWith('⚠ STORE_MEMORY_LIMIT="lots" is not like 1GB or 50%; using "1GB"');
    expect(trustedProxyHops({ TRUST_PROXY: 'yes' })).toBe(0);
    expect(contactEmail({ CONTACT_EMAIL: 'kontakt' })).toBe('kontakt@fangstdata.no');
  });

  it('refuses an unreadable ingest limit instead of guessing', () => {
    expect(
      ingestLimitSettings({ INGEST_MAX_WITHDRAWAL_SHARE: '5%', INGEST_MAX_ENTRY_BYTES: '512MB' }),
    ).toEqual({
      maxWithdrawalShare: 0.05,
      maxEntryBytes: 512 * 1024 ** 2,
    });
    expect(() => ingestLimitSettings({ INGEST_MAX_REJECTED_SHARE: '2' })).toThrow(
      'INGEST_MAX_REJECTED_SHARE="2" must be a share between 0 and 1 (e.g. 0.05) or a percentage (e.g. 5%)',
    );
  });
});

describe('the start-up check', () => {
  it('finds nothing wrong with an empty environment', () => {
    expect(configurationProblems({})).toEqual({ fatal: [], ignored: [] });
  });

  it('sorts bad values into fatal and ignored, each naming its variable', () => {
    expect(
      configurationProblems({
        SITE_URL: 'ftp://fangstdata.no',
        DATABASE_URL: 'mysql://db/fangst',
        HSTS_MAX_AGE: 'a year',
        RATE_LIMIT_SEARCH: '-1',
      }),
    ).toEqual({
      fatal: [
        'SITE_URL="ftp://fangstdata.no" is not an http(s) URL like https://fangstdata.no',
        'DATABASE_URL="mysql://db/fangst" is not a postgres:// URL',
      ],
      ignored: [
        'RATE_LIMIT_SEARCH="-1" is not a whole number from 0 to 999999999',
        'HSTS_MAX_AGE="a year" is not a whole number from 0 to 9999999999',
      ],
    });
  });

  it('stops the server with a message naming the variable', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      checkConfigurationAtStart({ SITE_URL: 'localhost' });
      expect(error).toHaveBeenCalledWith(
        '✖ Fangstdata refuses to start: SITE_URL="localhost" is not an http(s) URL like https://fangstdata.no',
      );
      expect(exit).toHaveBeenCalledWith(1);
      exit.mockClear();
      checkConfigurationAtStart({ SITE_URL: 'https://fangstdata.no' });
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});

describe('the benchmarks’ choice lists', () => {
  it('takes the named kinds once each, in the order given, and all of them when unset', () => {
    expect(benchSettings({}, { BENCH_ENTITIES: 'owner, boat,owner' }).entities).toEqual(['owner', 'boat']);
    expect(benchSettings({}, {}).entities).toEqual([
      'boat',
      'firm',
      'mottak',
      'owner',
      'species',
      'municipality',
    ]);
    expect(benchSettings({}, {}).loadParts).toEqual(['starvation', 'throughput', 'cache']);
  });

  it('refuses a kind it does not know, naming the variable', () => {
    expect(() => benchSettings({}, { BENCH_ENTITIES: 'boat,ship' })).toThrow(/BENCH_ENTITIES/);
    expect(() => benchSettings({}, { BENCH_LOAD_PARTS: ',' })).toThrow(/BENCH_LOAD_PARTS/);
  });
});
