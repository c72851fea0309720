import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getCatalogue } from '@/content/catalogue';
import { createI18n } from '@/i18n/create-i18n';
import { resources } from '@/i18n/resources';
import { MAX_PROJECTS_PER_TAB } from '@/lib/constants';
import { ProjectsTabs } from './projects-tabs';
import { fallbackLanguage } from '@/i18n/languages';

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
  const catalogue = getCatalogue(resources[fallbackLanguage].projects);
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
});
