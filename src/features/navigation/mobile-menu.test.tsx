import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Menu, X } from 'lucide';
import { MobileMenu } from './mobile-menu';

/** The app gives the menu its theme toggle; here a plain button of the same props. */
const ThemeToggle = ({ className }: { className?: string }) => (
  <button type="button" className={className}>
    theme
  </button>
);
import { postSlugsIn } from '@/content/blog-pages';
import { secondaryNavItems } from '@/content/navigation';
import { routesIn } from '@/lib/routes';
import { renderAt } from '@/test/render';
import { fallbackLanguage, secondLanguage, t } from '@/test/languages';

/** The outlines of an icon, as drawn in a button and as Lucide gives them. */
const drawn = (button: HTMLElement) =>
  [...button.querySelectorAll('svg path')].map((path) => path.getAttribute('d'));
const shapes = (icon: typeof X) =>
  icon.flatMap(([tag, attributes]) => (tag === 'path' ? [attributes.d] : []));

// jsdom has no matchMedia: a stand-in whose `change` the tests fire themselves.
const desktop = { matches: false, listeners: new Set<() => void>() };
beforeEach(() => {
  desktop.matches = false;
  desktop.listeners.clear();
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return desktop.matches;
    },
    addEventListener: (_: string, listener: () => void) => desktop.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => desktop.listeners.delete(listener),
  }));
});
afterEach(() => vi.unstubAllGlobals());

/** The menu's links, without the two that open and close it without JavaScript. */
const menuLinks = () =>
  screen
    .getAllByRole('link', { hidden: true })
    .filter((link) => !link.getAttribute('href')?.startsWith('#mobile-menu'));

describe('MobileMenu', () => {
  it('lists in-page anchors on home and router links elsewhere', () => {
    renderAt(<MobileMenu ThemeToggle={ThemeToggle} />, { path: '/' });
    const hrefs = menuLinks().map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 5)).toEqual(['/#top', '/#skills', '/#projects', '/#aboutMe', '/#contact']);
  });

  it('opens and closes by links without JavaScript: the panel is their target (shown by the style sheet)', () => {
    renderAt(<MobileMenu ThemeToggle={ThemeToggle} />, { language: secondLanguage });
    const words = t(secondLanguage);
    const open = screen.getByRole('link', { name: words('navbar.open_menu'), hidden: true });
    const panel = document.getElementById(open.getAttribute('href')?.slice(1) ?? '');
    expect(panel?.querySelector('nav')).not.toBeNull();
    const close = screen.getByRole('link', { name: words('navbar.close_menu'), hidden: true });
    expect(document.getElementById(close.getAttribute('href')?.slice(1) ?? '')).toContainElement(open);
  });

  it('lists the second menu as router links on inner pages, with CONTACT ME leading home', () => {
    // In the second language's URL words: the router's paths within its folder.
    const routes = routesIn(secondLanguage);
    renderAt(<MobileMenu ThemeToggle={ThemeToggle} />, {
      path: routes.projects.href(),
      language: secondLanguage,
    });
    const items = secondaryNavItems(routes, postSlugsIn(secondLanguage).length > 0);
    const links = menuLinks().slice(0, items.length + 1);
    const words = t(secondLanguage);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...items.map(({ name, url }) => [words(`navbar.${name}` as 'navbar.home'), url]),
      [words('navbar.contact_me'), '/'],
    ]);
  });

  it('toggles with the button, whose name, state and icon follow', async () => {
    const user = userEvent.setup();
    renderAt(<MobileMenu ThemeToggle={ThemeToggle} />, { language: secondLanguage });
    const button = screen.getByRole('button', { name: t(secondLanguage)('navbar.open_menu') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawn(button)).toEqual(shapes(Menu));
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await user.click(button);
    expect(button).toHaveAccessibleName(t(secondLanguage)('navbar.close_menu'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawn(button)).toEqual(shapes(X));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the window grows to the desktop layout, and frees the page scroll', async () => {
    const user = userEvent.setup();
    renderAt(<MobileMenu ThemeToggle={ThemeToggle} />);
    await user.click(screen.getByRole('button', { name: t(fallbackLanguage)('navbar.open_menu') }));
    expect(document.body.style.overflow).toBe('hidden');
    desktop.matches = true;
    act(() => desktop.listeners.forEach((listener) => listener()));
    expect(screen.getByRole('button', { name: t(fallbackLanguage)('navbar.open_menu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.body.style.overflow).toBe('');
  });
});
