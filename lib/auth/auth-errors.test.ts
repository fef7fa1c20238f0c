import { AUTH_ERROR_MESSAGES, authErrorMessage } from './auth-errors';

const networkFailure = { code: 'auth/network-request-failed' };

describe('authErrorMessage', () => {
  it("blames the reader's connection only when sign-in goes to Firebase", () => {
    expect(authErrorMessage(networkFailure)).toBe(AUTH_ERROR_MESSAGES['auth/network-request-failed']);
  });

  it('names the local Auth emulator that did not answer, not the network', () => {
    const message = authErrorMessage(networkFailure, '127.0.0.1:9199');
    expect(message).toContain('Auth-emulatoren på 127.0.0.1:9199');
    expect(message).not.toMatch(/nettforbindelsen/);
  });

  it('keeps the message of other errors against the emulator', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password' }, '127.0.0.1:9199')).toBe(
      AUTH_ERROR_MESSAGES['auth/wrong-password'],
    );
  });
});
