/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UrlForm } from './url-form';

const replace = jest.fn();
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace }),
  useSearchParams: () => search,
}));

function BoatFilters() {
  return (
    <UrlForm label="Filtrer båtene">
      <input type="hidden" name="sort" value="name:asc" />
      <input type="hidden" name="page" value="4" />
      <label>
        Navn eller merke
        <input type="search" name="q" defaultValue="" />
      </label>
      <label>
        Redskap
        <select name="gear" defaultValue="">
          <option value="">Alle</option>
          <option value="5">Trål</option>
        </select>
      </label>
      <label>
        Fra dato
        <input type="date" name="from" defaultValue="2025-01-01" />
      </label>
      <label>
        Til dato
        <input type="date" name="to" defaultValue="2025-12-31" />
      </label>
    </UrlForm>
  );
}

describe('a filter form with the URL as its state', () => {
  beforeEach(() => {
    replace.mockClear();
    // The address the browser shows (the server renders the page under an internal path).
    window.history.replaceState(null, '', '/boats');
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('applies a choice at once, keeps the sort and starts again at page 1', () => {
    render(<BoatFilters />);
    fireEvent.change(screen.getByLabelText('Redskap'), { target: { value: '5' } });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0]).toBe('/boats?sort=name:asc&gear=5&from=2025-01-01&to=2025-12-31');
  });

  it('waits for a pause in typing before it searches', () => {
    render(<BoatFilters />);
    const name = screen.getByLabelText('Navn eller merke');
    fireEvent.change(name, { target: { value: 'Tor' } });
    fireEvent.change(name, { target: { value: 'Torsken' } });
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(400));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0]).toContain('q=Torsken');
  });

  it('does not apply a period whose end is before its start (the other date is still being changed)', () => {
    render(<BoatFilters />);
    fireEvent.change(screen.getByLabelText('Fra dato'), { target: { value: '2026-03-01' } });
    expect(replace).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Til dato'), { target: { value: '2026-03-31' } });
    expect(replace.mock.calls[0][0]).toContain('from=2026-03-01&to=2026-03-31');
  });

  it("is a plain GET form to the page's own address without JavaScript", () => {
    render(<BoatFilters />);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Filtrer båtene' });
    expect(form.getAttribute('method')).toBe('get');
    // No action: a GET form goes to the address in the browser's bar, the public URL.
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.action).toBe('http://localhost/boats');
  });

  it('follows the address when a link on the page changes it', () => {
    search = new URLSearchParams();
    const { rerender } = render(<BoatFilters />);
    expect(screen.getByLabelText('Redskap')).toHaveValue('');
    // A link to /boats?gear=5 (client-side navigation: the form stays mounted).
    search = new URLSearchParams('gear=5&q=senja');
    rerender(<BoatFilters />);
    expect(screen.getByLabelText('Redskap')).toHaveValue('5');
    expect(screen.getByLabelText('Navn eller merke')).toHaveValue('senja');
    search = new URLSearchParams();
  });
});
