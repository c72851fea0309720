import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/resources';
import { fallbackLanguage } from '@/i18n/languages';
import { renderAt } from '@/test/render';
import { Pager } from './pager';

const { labels } = resources[fallbackLanguage].projects;
const pageName = (n: number) => labels.page_n.replace('{{n}}', String(n));
const href = (n: number) => `/list/${n}`;
const pager = () => screen.getByRole('navigation', { name: labels.pagination });

describe('the pager', () => {
  it('links the previous page, every page by its number and the next, the current one marked', () => {
    renderAt(<Pager page={2} count={3} href={href} />);
    const links = within(pager()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/list/1', labels.previous_page],
      ['/list/1', '1'],
      ['/list/2', '2'],
      ['/list/3', '3'],
      ['/list/3', labels.next_page],
    ]);
    const current = within(pager()).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName(pageName(2));
    expect(within(pager()).getAllByRole('link', { current: false })).toHaveLength(4);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderAt(<Pager page={1} count={2} href={href} />);
    expect(within(pager()).queryByRole('link', { name: labels.previous_page })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: labels.next_page })).toHaveAttribute('href', '/list/2');
    unmount();
    renderAt(<Pager page={2} count={2} href={href} />);
    expect(within(pager()).queryByRole('link', { name: labels.next_page })).not.toBeInTheDocument();
  });

  it('is not there for a list of one page', () => {
    renderAt(<Pager page={1} count={1} href={href} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
