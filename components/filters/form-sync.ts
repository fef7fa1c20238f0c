/**
 * The DOM half of the server-rendered filter forms (used by ./use-form-sync.ts): the forms are plain
 * GET forms whose fields are named after the URL parameters (lib/url-state), so without JavaScript
 * they submit to the page. With it, these read the form on every change, and write state back into
 * the fields when it changes by other means (a removed chip, a year button, the address bar).
 */

/** The form's fields as URL parameters (repeated names for checkboxes, as a GET submit sends them). */
export function readForm(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return params;
}

/** The fields that a change should not apply from: incomplete dates and the list-narrowing boxes. */
export function isApplicableChange(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLSelectElement {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return false;
  if (!target.name) return false;
  if (target instanceof HTMLInputElement && target.type === 'date') {
    return /^\d{4}-\d{2}-\d{2}$/.test(target.value);
  }
  return true;
}

/**
 * Writes values into the form: `values` maps a field name to its values (several for checkboxes).
 * Fields not named in `values` are left alone.
 */
export function writeForm(form: HTMLFormElement, values: Record<string, readonly string[]>): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    const wanted = values[element.name];
    if (!wanted) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = wanted.includes(element.value);
    } else if (element.value !== (wanted[0] ?? '')) {
      element.value = wanted[0] ?? '';
    }
  }
}

/** Hides the options of a checkbox list that do not contain the text typed in its narrowing box. */
export function narrowList(input: HTMLInputElement): void {
  const list = input.dataset.narrow ? document.getElementById(input.dataset.narrow) : null;
  if (!list) return;
  const needle = input.value.trim().toLowerCase();
  for (const item of Array.from(list.children) as HTMLElement[]) {
    item.hidden = needle !== '' && !(item.textContent ?? '').toLowerCase().includes(needle);
  }
}
