'use client';

import { useEffect, useRef } from 'react';
import { isApplicableChange, narrowList, readForm, writeForm } from './form-sync';

type Field = HTMLInputElement | HTMLSelectElement;

/** A period whose end is before its start is half edited: the reader is still changing the other date. */
function isHalfEditedPeriod(params: URLSearchParams): boolean {
  const from = params.get('from');
  const to = params.get('to');
  return from != null && to != null && from > to;
}

const formIn = (element: HTMLElement | null): HTMLFormElement | null =>
  element instanceof HTMLFormElement ? element : (element?.querySelector('form') ?? null);

/**
 * The one way a filter form on this site follows and drives the URL. Every filter form is a plain GET
 * form rendered on the server, its fields named after the URL parameters (lib/url-state), so it works
 * without JavaScript. With it, this hook
 *   - applies every finished change at once (`onApply` with the form's fields as URL parameters): a
 *     choice or a complete date immediately, typed search text after a short pause;
 *   - narrows long checkbox lists as the reader types in their "Finn …" box;
 *   - writes `fieldValues` back into the fields whenever they change, so the form follows state that
 *     changed by other means (a removed chip, a year button, the address bar).
 * `containerRef` goes on the form itself or on an element around it.
 */
export function useFormSync<Container extends HTMLElement>({
  onApply,
  fieldValues,
  searchDelayMs = 350,
}: {
  /** `changed` is the field that changed, or null when the form was submitted. */
  onApply: (params: URLSearchParams, changed: Field | null) => void;
  fieldValues?: Record<string, readonly string[]>;
  searchDelayMs?: number;
}) {
  const containerRef = useRef<Container>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef(onApply);
  useEffect(() => {
    applyRef.current = onApply;
  });

  // Compared by content: callers build the values afresh on every render.
  const valuesKey = fieldValues ? JSON.stringify(fieldValues) : null;
  useEffect(() => {
    const form = formIn(containerRef.current);
    if (form && valuesKey) writeForm(form, JSON.parse(valuesKey) as Record<string, string[]>);
  }, [valuesKey]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onChange = (event: React.FormEvent<HTMLElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.dataset.narrow !== undefined) {
      narrowList(target);
      return;
    }
    if (!isApplicableChange(target) || !target.form) return;
    const form = target.form;
    const apply = () => {
      const params = readForm(form);
      if (!isHalfEditedPeriod(params)) applyRef.current(params, target);
    };
    if (timer.current) clearTimeout(timer.current);
    if (target instanceof HTMLInputElement && target.type === 'search') {
      timer.current = setTimeout(apply, searchDelayMs);
    } else {
      apply();
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLElement>) => {
    event.preventDefault();
    if (timer.current) clearTimeout(timer.current);
    const form = formIn(containerRef.current);
    if (form) applyRef.current(readForm(form), null);
  };

  return { containerRef, onChange, onSubmit };
}
