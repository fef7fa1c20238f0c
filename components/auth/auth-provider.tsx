'use client';

import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { FirebaseClientConfig } from '@/lib/auth/environment';
import {
  getServerSessionState,
  getSessionState,
  startSession,
  subscribeSession,
  type SessionState,
} from '@/lib/auth/client-session';

const FirebaseConfigContext = createContext<FirebaseClientConfig | null>(null);

/**
 * Gives the islands below it the public Firebase configuration the server read from its environment
 * for this request. Islands outside any provider (the navbar on pre-rendered pages) fetch it instead.
 */
export function AuthProvider({
  config,
  children,
}: {
  config: FirebaseClientConfig;
  children: React.ReactNode;
}) {
  return <FirebaseConfigContext.Provider value={config}>{children}</FirebaseConfigContext.Provider>;
}

/**
 * The sign-in session. `unknown` on the server and while hydrating (rendered like signed out),
 * then `signed-in` or `signed-out`. `eager` makes sure Firebase is asked even without a stored hint.
 */
export function useSession(options: { eager?: boolean } = {}): SessionState {
  const config = useContext(FirebaseConfigContext);
  const eager = options.eager ?? false;
  const session = useSyncExternalStore(subscribeSession, getSessionState, getServerSessionState);
  useEffect(() => startSession({ eager, config }), [eager, config]);
  return session;
}
