/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination, pageWindow } from './pagination';

describe('Pagination', () => {
  it('says where we are and links to the neighbours', () => {
    render(<Pagination page={2} count={20} total={45} hrefFor={(page) => `/x?page=${page}`} label="Sider" />);
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(nav).toHaveTextContent('Viser 21–40 av 45 rader · Side 2 av 3');
    expect(within(nav).getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/x?page=1');
    expect(within(nav).getByRole('link', { name: 'Neste side' })).toHaveAttribute('href', '/x?page=3');
    expect(within(nav).getByRole('link', { name: 'Siste side' })).toHaveAttribute('href', '/x?page=3');
  });

  it('has no links for a single page and calls onNavigate in client components', () => {
    const { rerender } = render(
      <Pagination page={1} count={20} total={5} hrefFor={(page) => `/x?page=${page}`} label="Sider" />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('navigation')).toHaveTextContent('Viser 1–5 av 5 rader');
    const onNavigate = jest.fn();
    rerender(
      <Pagination
        page={1}
        count={20}
        total={1000}
        hrefFor={(page) => `/x?page=${page}`}
        onNavigate={onNavigate}
        label="Sider"
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Neste side' }));
    expect(onNavigate).toHaveBeenCalledWith(2);
    expect(screen.getByRole('navigation')).toHaveTextContent('Side 1 av 50');
  });
});

describe('Pagination, first/previous/next/last form', () => {
  const render5of10 = (page: number) =>
    render(<Pagination page={page} count={10} total={95} hrefFor={(p) => `/x?page=${p}`} label="Sider" />);

  it('has no first or previous link on the first page, and no next or last link on the last', () => {
    const { unmount } = render5of10(1);
    let nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(nav).queryByRole('link', { name: 'Første side' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Forrige side' })).toBeNull();
    expect(within(nav).getByText('« Første')).toHaveClass('disabled');
    expect(within(nav).getByRole('link', { name: 'Neste side' })).toHaveAttribute('href', '/x?page=2');
    expect(within(nav).getByRole('link', { name: 'Siste side' })).toHaveAttribute('href', '/x?page=10');
    unmount();
    render5of10(10);
    nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(nav).toHaveTextContent('Viser 91–95 av 95 rader · Side 10 av 10');
    expect(within(nav).getByRole('link', { name: 'Første side' })).toHaveAttribute('href', '/x?page=1');
    expect(within(nav).getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/x?page=9');
    expect(within(nav).queryByRole('link', { name: 'Neste side' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Siste side' })).toBeNull();
  });

  it('says so when there is nothing to page through', () => {
    render(
      <Pagination page={1} count={10} total={0} hrefFor={(p) => `/x?page=${p}`} label="Sider" noun="båter" />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Ingen båter');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('Pagination, numbered form', () => {
  const numbered = (page: number, total = 1000) =>
    render(
      <Pagination
        variant="numbered"
        page={page}
        count={50}
        total={total}
        hrefFor={(p) => `/boats?page=${p}`}
        label="Sider med båter"
        noun="båter"
      />,
    );

  it('links the first, the last and the pages around the current one, marking the current page', () => {
    numbered(10);
    const nav = screen.getByRole('navigation', { name: 'Sider med båter' });
    expect(nav).toHaveTextContent('Viser 451–500 av 1.000 båter · Side 10 av 20');
    const pages = within(nav)
      .getAllByRole('link', { name: /^Side \d+$/ })
      .map((link) => link.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(nav).getByRole('link', { name: 'Side 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Side 9' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/boats?page=9');
    expect(within(nav).getByRole('link', { name: 'Neste side' })).toHaveAttribute('href', '/boats?page=11');
    // The gaps are for the eye only.
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('greys out previous on the first page and next on the last', () => {
    const { unmount } = numbered(1);
    expect(screen.queryByRole('link', { name: 'Forrige side' })).toBeNull();
    expect(screen.getByText('Forrige')).toHaveClass('disabled');
    expect(screen.getByRole('link', { name: 'Side 1' })).toHaveAttribute('aria-current', 'page');
    unmount();
    numbered(20);
    expect(screen.queryByRole('link', { name: 'Neste side' })).toBeNull();
    expect(screen.getByText('Neste')).toHaveClass('disabled');
    expect(screen.getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/boats?page=19');
  });

  it('calls onNavigate for a plain click on a page number, not for a click that opens a new tab', () => {
    const onNavigate = jest.fn();
    render(
      <Pagination
        variant="numbered"
        page={2}
        count={50}
        total={400}
        hrefFor={(p) => `/boats?page=${p}`}
        onNavigate={onNavigate}
        label="Sider"
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Side 4' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Side 4' }));
    expect(onNavigate).toHaveBeenCalledWith(4);
  });

  it('keeps a single missing page rather than an ellipsis', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
