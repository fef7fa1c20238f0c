'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useTransition } from 'react';
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
  // The form follows the address when it changes by other means than the form (a link to `?art=1022`
  // on the same page): the fields the URL names take its values.
  const searchParams = useSearchParams();
  const fieldValues = useMemo(() => {
    const values: Record<string, string[]> = {};
    for (const [name, value] of searchParams) (values[name] ??= []).push(value);
    return values;
  }, [searchParams]);
  const { containerRef, onChange, onSubmit } = useFormSync<HTMLFormElement>({
    fieldValues,
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
