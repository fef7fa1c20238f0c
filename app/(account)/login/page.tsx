import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AuthProvider } from '@/components/auth/auth-provider';
import { LoginForm } from '@/components/auth/login-form';
import { firebaseClientConfig } from '@/lib/auth/environment';
import { safeNextPath } from '@/lib/auth/safe-next';

export const metadata: Metadata = {
  title: 'Logg inn',
  description: 'Logg inn på Fangstdata for å følge båter.',
  robots: { index: false },
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // The Firebase configuration is read per request, so one build serves any environment.
  await connection();
  const { next } = await searchParams;
  return (
    <AuthProvider config={firebaseClientConfig()}>
      <LoginForm next={safeNextPath(next)} />
    </AuthProvider>
  );
}
