'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { hrefOf, readableQuery } from '@/lib/url-state/params';
import { useFormSync } from './use-form-sync';

/**
 * A GET filter form for a page the server renders from its URL (/boats, the detail pages' period):
 * with JavaScript every finished change replaces the URL through Next's router (the server renders
 * the new page, a newer change supersedes an older one); without it, an ordinary form with a submit
 * button. Empty fields and the page number are left out (a new filter starts at page 1).
 */
export function UrlForm({
  className,
  label,
  children,
}: {
  className?: string;
  label: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const { containerRef, onChange, onSubmit } = useFormSync<HTMLFormElement>({
    onApply: (params) => {
      params.delete('page');
      startTransition(() => router.replace(hrefOf(pathname, readableQuery(params)), { scroll: false }));
    },
  });

  return (
    <form
      ref={containerRef}
      className={className}
      method="get"
      action={pathname}
      aria-label={label}
      aria-busy={pending}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  );
}
