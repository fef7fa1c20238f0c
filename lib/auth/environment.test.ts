import {
  firebaseClientConfig,
  isDemoProject,
  unsafeAuthConfiguration,
  wantsLocalAuthEmulator,
} from './environment';
import { checkAuthEnvironmentAtStart } from './startup-check';

describe('Firebase configuration from the environment', () => {
  it('defaults to the demo project with a fake key, and passes the emulator on when set', () => {
    expect(firebaseClientConfig({})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-fangstdata.firebaseapp.com',
      projectId: 'demo-fangstdata',
    });
    expect(
      firebaseClientConfig({
        FIREBASE_API_KEY: 'AIzaX',
        FIREBASE_PROJECT_ID: 'fangstdata',
        FIREBASE_AUTH_DOMAIN: 'login.fangstdata.no',
        FIREBASE_APP_ID: '1:2:web:3',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      apiKey: 'AIzaX',
      authDomain: 'login.fangstdata.no',
      projectId: 'fangstdata',
      appId: '1:2:web:3',
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('runs the local emulator only when no real project and no emulator host are configured', () => {
    expect(isDemoProject('demo-x')).toBe(true);
    expect(isDemoProject('fangstdata')).toBe(false);
    expect(wantsLocalAuthEmulator({})).toBe(true);
    expect(wantsLocalAuthEmulator({ FIREBASE_PROJECT_ID: 'demo-other' })).toBe(true);
    expect(wantsLocalAuthEmulator({ FIREBASE_PROJECT_ID: 'fangstdata' })).toBe(false);
    expect(wantsLocalAuthEmulator({ FIREBASE_AUTH_EMULATOR_HOST: 'emu:9099' })).toBe(false);
  });

  it('refuses the emulator for a real project in production only', () => {
    const real = { FIREBASE_PROJECT_ID: 'fangstdata', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(unsafeAuthConfiguration({ ...real, NODE_ENV: 'production' })).toMatch(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(unsafeAuthConfiguration({ ...real, NODE_ENV: 'development' })).toBeNull();
    expect(
      unsafeAuthConfiguration({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'production' }),
    ).toBeNull();
    expect(unsafeAuthConfiguration({ FIREBASE_PROJECT_ID: 'fangstdata', NODE_ENV: 'production' })).toBeNull();
  });

  it('refuses a public SITE_URL without a real Firebase project, naming FIREBASE_PROJECT_ID', () => {
    const production = { NODE_ENV: 'production' };
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(unsafeAuthConfiguration({ ...production, SITE_URL: local })).toBeNull();
    }
    expect(unsafeAuthConfiguration(production)).toBeNull();
    const publicSite = { ...production, SITE_URL: 'https://fangstdata.example' };
    expect(unsafeAuthConfiguration(publicSite)).toMatch(/FIREBASE_PROJECT_ID/);
    expect(unsafeAuthConfiguration({ ...publicSite, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatch(
      /FIREBASE_PROJECT_ID/,
    );
    expect(unsafeAuthConfiguration({ ...publicSite, FIREBASE_PROJECT_ID: 'fangstdata' })).toBeNull();
    expect(unsafeAuthConfiguration({ ...publicSite, NODE_ENV: 'development' })).toBeNull();
  });

  it('stops the server at start when the configuration is unsafe', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      checkAuthEnvironmentAtStart({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'fangstdata' });
      expect(exit).not.toHaveBeenCalled();
      checkAuthEnvironmentAtStart({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'fangstdata',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      });
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.mock.calls[0][0]).toMatch(/refuses to start/);
    } finally {
      exit.mockRestore();
      error.mockRestore();
      warn.mockRestore();
    }
  });
});
