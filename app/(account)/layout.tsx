import { SiteShell } from '@/components/site-shell/site-shell';

/** Sign-in and the profile: the site's frame without the top ad, which invites readers to sign in. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell topAd={false}>{children}</SiteShell>;
}
