'use client';

import { useSession } from '@/components/auth/auth-provider';
import type { HouseAdFace } from '@/lib/content/house-ads';

/**
 * A house ad with a variant for signed-in readers ("Logg inn og lag din egen liste" makes no sense to
 * someone who has a list). The page is cached for everyone, so the swap happens in the browser; the slot
 * has a fixed size, so nothing shifts. Anonymous readers never load Firebase for it: the session only
 * starts where an earlier sign-in left its hint.
 */
export function HouseAdLink({
  ad,
  signedIn,
  className,
}: {
  ad: HouseAdFace;
  signedIn: HouseAdFace;
  className: string;
}) {
  const session = useSession();
  const face = session.status === 'signed-in' ? signedIn : ad;
  return (
    <a
      className={className}
      href={face.href}
      data-audience={session.status === 'signed-in' ? 'signed-in' : 'all'}
    >
      <strong>{face.title}</strong>
      <span>{face.text}</span>
    </a>
  );
}
