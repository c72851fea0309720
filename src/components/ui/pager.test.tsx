import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { Pager } from './pager';

const words = {
  name: 'Pages of things',
  previous: 'Back',
  next: 'On',
  page: (n: string) => `Page number ${n}`,
};
const pageName = (n: number) => words.page(String(n));
const href = (n: number) => `/list/${n}`;
const pager = () => screen.getByRole('navigation', { name: words.name });

describe('the pager', () => {
  it('links the previous page, every page by its number and the next, the current one marked', () => {
    renderAt(<Pager page={2} count={3} href={href} labels={words} />);
    const links = within(pager()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/list/1', words.previous],
      ['/list/1', '1'],
      ['/list/2', '2'],
      ['/list/3', '3'],
      ['/list/3', words.next],
    ]);
    const current = within(pager()).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName(pageName(2));
    expect(within(pager()).getAllByRole('link', { current: false })).toHaveLength(4);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderAt(<Pager page={1} count={2} href={href} labels={words} />);
    expect(within(pager()).queryByRole('link', { name: words.previous })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: words.next })).toHaveAttribute('href', '/list/2');
    unmount();
    renderAt(<Pager page={2} count={2} href={href} labels={words} />);
    expect(within(pager()).queryByRole('link', { name: words.next })).not.toBeInTheDocument();
  });

  it('is not there for a list of one page', () => {
    renderAt(<Pager page={1} count={1} href={href} labels={words} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
