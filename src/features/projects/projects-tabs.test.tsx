import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getCatalogue } from '@/content/catalogue';
import { createI18n } from '@/i18n/create-i18n';
import { resources } from '@/i18n/resources';
import type { Category } from '@/content';
import { MAX_PROJECTS_PER_TAB } from '@/lib/constants';
import { routesIn } from '@/lib/routes';
import { pagedCatalogue } from '@/test/paged-catalogue';
import { ProjectsTabs } from './projects-tabs';
import { fallbackLanguage } from '@/i18n/languages';

const routes = routesIn(fallbackLanguage);

beforeAll(() => {
  // jsdom has no layout: the indicator's measurement only needs the observer to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

/** The history entry's state, as the router holds it. */
function EntryState() {
  return <output data-testid="entry-state">{JSON.stringify(useLocation().state)}</output>;
}

function renderTabs(state?: unknown) {
  const catalogue = getCatalogue(resources[fallbackLanguage].projects, fallbackLanguage);
  render(
    <I18nextProvider i18n={createI18n(fallbackLanguage)}>
      <MemoryRouter initialEntries={[{ pathname: '/', search: '?lng=en', state }]}>
        <ProjectsTabs categories={catalogue} />
        <EntryState />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return catalogue;
}

// The tests' own catalogue, a category of three projects shown first: then one with more than a tab shows, then an
// empty one.
const [alpha, beta, gamma] = pagedCatalogue as [Category, Category, Category];
const tabsCatalogue = [beta, alpha, gamma];

/** What each panel holds: its cards, the titles listed in their place, its SHOW MORE link. */
const panelContents = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="tabpanel"]')].map((panel) => ({
    cards: panel.querySelectorAll('article').length,
    titles: [...panel.querySelectorAll('li > a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]),
    more: [...panel.querySelectorAll('a')]
      .filter((link) => link.textContent === resources[fallbackLanguage].projects.labels.show_more)
      .map((link) => link.getAttribute('href')),
  }));
const projectLinks = (category: Category) =>
  category.projects
    .slice(0, MAX_PROJECTS_PER_TAB)
    .map((project) => [project.title, routes.project.href(category.slug, project.slug)]);

describe('ProjectsTabs', () => {
  it('starts on the first tab, with only it in the tab order and only its panel shown', () => {
    const catalogue = renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(catalogue.length);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(
      catalogue.map((_, index) => String(index === 0)),
    );
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(catalogue.map((_, index) => (index === 0 ? 0 : -1)));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]?.id);
    expect(panel.querySelectorAll('article').length).toBe(
      Math.min(catalogue[0]?.projects.length ?? 0, MAX_PROJECTS_PER_TAB),
    );
  });

  it('moves focus and selection with the arrow keys, wrapping, and with Home and End', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    const selected = () => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const last = tabs.length - 1;
    tabs[0]?.focus();
    press('ArrowLeft');
    expect(selected()).toBe(last);
    expect(document.activeElement).toBe(tabs[last]);
    press('ArrowRight');
    expect(selected()).toBe(0);
    press('End');
    expect(selected()).toBe(last);
    press('Home');
    expect(selected()).toBe(0);
    press('a'); // other keys do nothing
    expect(selected()).toBe(0);
    // Roving tab index: the selected tab alone is in the tab order, and Tab goes on to its panel.
    press('ArrowRight');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[1]]);
    expect(screen.getByRole('tabpanel').tabIndex).toBe(0);
  });

  it("keeps the selected tab in the history entry's state, where back and forward find it", () => {
    const catalogue = renderTabs({ other: 'kept' });
    const tabs = screen.getAllByRole('tab');
    fireEvent.click(tabs[1] as HTMLElement);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse(screen.getByTestId('entry-state').textContent ?? 'null')).toEqual({
      other: 'kept',
      projectsTab: catalogue[1]?.id,
    });
    cleanup();

    // An entry that comes back with a tab in its state shows that tab.
    renderTabs({ projectsTab: catalogue[2]?.id });
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', `tab-${catalogue[2]?.id}`);
  });

  it('writes the shown tab’s cards into the HTML and the others’ titles, their cards once hydrated', async () => {
    const app = (
      <I18nextProvider i18n={createI18n(fallbackLanguage)}>
        <MemoryRouter initialEntries={['/']}>
          <ProjectsTabs categories={tabsCatalogue} />
        </MemoryRouter>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const more = [routes.category.href(alpha.slug)];
    expect(panelContents(container)).toEqual([
      { cards: beta.projects.length, titles: [], more: [] },
      { cards: 0, titles: projectLinks(alpha), more },
      { cards: 0, titles: [], more: [] },
    ]);

    const onRecoverableError = vi.fn<(error: unknown) => void>();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(panelContents(container)).toEqual([
      { cards: beta.projects.length, titles: [], more: [] },
      { cards: MAX_PROJECTS_PER_TAB, titles: [], more },
      { cards: 0, titles: [], more: [] },
    ]);
    act(() => root.unmount());
    container.remove();
  });
});
