import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ProfileView } from '@/components/user/profile-view';
import { firebaseClientConfig } from '@/lib/auth/environment';

export const metadata: Metadata = {
  title: 'Profil',
  robots: { index: false },
};

export default async function ProfilePage() {
  // The Firebase configuration is read per request, so one build serves any environment.
  await connection();
  return (
    <AuthProvider config={firebaseClientConfig()}>
      <ProfileView />
    </AuthProvider>
  );
}
