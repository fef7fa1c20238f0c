'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition } from 'react';

/**
 * A GET filter form that also applies itself: a changed choice at once, typed text after a short
 * pause. Without JavaScript it is an ordinary form with a submit button. Empty fields and the page
 * number are left out of the new URL (a new filter starts at page 1).
 */
export function AutoSubmitForm({
  className,
  label,
  children,
  delayMs = 350,
}: {
  className?: string;
  label: string;
  children: React.ReactNode;
  delayMs?: number;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function apply() {
    const form = formRef.current;
    if (!form) return;
    const search = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '' && key !== 'page') search.set(key, value.trim());
    }
    const query = search.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (timer.current) clearTimeout(timer.current);
    if (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'search') {
      timer.current = setTimeout(apply, delayMs);
    } else {
      apply();
    }
  }

  return (
    <form
      ref={formRef}
      className={className}
      method="get"
      action={pathname}
      aria-label={label}
      aria-busy={pending}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        apply();
      }}
    >
      {children}
    </form>
  );
}
