'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, useTransition } from 'react';
import { hrefOf, readableQuery } from '@/lib/url-state/params';
import { useFormSync } from './use-form-sync';

type FieldValues = Record<string, string[]>;

/**
 * Reports the address's parameters whenever they change. Its own component inside a Suspense boundary
 * because the pages around these forms are rendered once for every visitor and kept in the page cache
 * (lib/page-cache): there is no request URL while they render, and `useSearchParams` there would turn
 * the whole page into a client render. This part only exists in the browser.
 */
function AddressFollower({ onChange }: { onChange: (values: FieldValues) => void }) {
  const searchParams = useSearchParams();
  const key = searchParams.toString();
  useEffect(() => {
    const values: FieldValues = {};
    for (const [name, value] of new URLSearchParams(key)) (values[name] ??= []).push(value);
    onChange(values);
  }, [key, onChange]);
  return null;
}

/**
 * A GET filter form for a page the server renders from its URL (/boats, the detail pages' period):
 * with JavaScript every finished change replaces the URL through Next's router (the server renders
 * the new page, a newer change supersedes an older one); without it, an ordinary form with a submit
 * button. Empty fields and the page number are left out (a new filter starts at page 1).
 *
 * The form has no `action`: a GET form without one goes to the page's own address, which is the public
 * URL the browser shows (the server renders these pages under an internal path, see proxy.ts), and so is
 * the path a change is applied to.
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
  const [pending, startTransition] = useTransition();
  // The form follows the address when it changes by other means than the form (a link to `?art=1022`
  // on the same page): the fields the URL names take its values.
  const [fieldValues, setFieldValues] = useState<FieldValues | undefined>(undefined);
  const { containerRef, onChange, onSubmit } = useFormSync<HTMLFormElement>({
    fieldValues,
    onApply: (params) => {
      params.delete('page');
      startTransition(() =>
        router.replace(hrefOf(window.location.pathname, readableQuery(params)), { scroll: false }),
      );
    },
  });

  return (
    <form
      ref={containerRef}
      className={className}
      method="get"
      aria-label={label}
      aria-busy={pending}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <Suspense fallback={null}>
        <AddressFollower onChange={setFieldValues} />
      </Suspense>
      {children}
    </form>
  );
}
