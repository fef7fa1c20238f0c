/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LazyCheckboxGroup } from './lazy-checkbox-group';

const LIST = [
  { code: '1022', label: 'Torsk', count: 56675 },
  { code: '1027', label: 'Hyse', count: 32653 },
  { code: '1032', label: 'Sei', count: 48411 },
];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, json: async () => LIST }));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/topoffloads');
});

const openGroup = (container: HTMLElement) => {
  const details = container.querySelector('details')!;
  // Opening a <details> fires its toggle event (jsdom does it as browsers do, after a task).
  details.open = true;
};

describe('a filter group that fetches its list when it opens', () => {
  it('fetches the list of a group opened before the page’s script ran', async () => {
    const group = <LazyCheckboxGroup id="tl-fish" label="Art" name="fish" category="fish" chosen={[]} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(group);
    document.body.append(container);
    // The visitor opens the group on the server's HTML; its toggle event fires with no listener.
    container.querySelector('details')!.open = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    const root = await act(async () => hydrateRoot(container, group));
    await waitFor(() => expect(screen.getByLabelText(/^Torsk/)).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

  it('carries only the chosen values in the page, and fetches the rest once on opening', async () => {
    render(
      <form>
        <LazyCheckboxGroup id="tl-fish" label="Art" name="fish" category="fish" chosen={[LIST[1]]} />
      </form>,
    );
    // Open with the page (something is chosen): the chosen box is there, ticked, and the list is on its way.
    expect(screen.getByLabelText(/^Hyse/)).toBeChecked();
    expect(screen.queryByLabelText(/^Torsk/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/^Torsk/)).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sitedata/filters/fish/list');
    expect(screen.getByLabelText(/^Hyse/)).toBeChecked();
    expect(screen.getByLabelText(/^Torsk/)).not.toBeChecked();
    expect(screen.getByLabelText(/^Sei \(48/)).toHaveAttribute('name', 'fish');
  });

  it('does not fetch a closed group until it is opened; ticks what the URL has chosen by then', async () => {
    const { container } = render(
      <LazyCheckboxGroup
        id="tl-pivot"
        label="Art"
        name="pivots"
        category="fish"
        codePrefix="fish:"
        chosen={[]}
        showCounts={false}
      />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/topoffloads?pivots=fish:1032,fishGroup:201');
    await act(async () => {
      openGroup(container);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(screen.getByLabelText('Sei')).toBeInTheDocument());
    expect(screen.getByLabelText('Sei')).toBeChecked();
    expect(screen.getByLabelText('Sei')).toHaveAttribute('value', 'fish:1032');
    expect(screen.getByLabelText('Torsk')).not.toBeChecked();
  });

  it('keeps a chosen value the fetched list leaves out (offered in another group), ticked', async () => {
    const snurrevad = { code: '61', label: 'Snurrevad', count: 9049 };
    window.history.replaceState(null, '', '/offloads?gear=61');
    render(
      <form>
        <LazyCheckboxGroup id="ll-gear" label="Redskap" name="gear" category="gear" chosen={[snurrevad]} />
      </form>,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Torsk/)).toBeInTheDocument());
    expect(screen.getByLabelText(/^Snurrevad/)).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(LIST.length + 1);
  });

  it('explains the abbreviations of its values under the list', () => {
    render(
      <LazyCheckboxGroup
        id="ll-kons"
        label="Konservering"
        name="preservation"
        category="PreservationMethod"
        chosen={[]}
        help="RSW – nedkjølt sjøvann."
      />,
    );
    expect(screen.getByText('RSW – nedkjølt sjøvann.')).toBeInTheDocument();
  });

  it('says so when the list cannot be fetched, and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, json: async () => ({}) });
    const { container } = render(
      <LazyCheckboxGroup id="ll-fish" label="Art" name="fish" category="fish" chosen={[]} />,
    );
    await act(async () => {
      openGroup(container);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fikk ikke hentet valgene');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(screen.getByLabelText(/^Torsk/)).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
