import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { fallbackLanguage } from '@/test/languages';
import { ownSocialNames, ownSocials, ownSocialTexts } from '@/test/own-socials';
import { renderAt } from '@/test/render';
import type { SocialLink } from '@/content/schemas';
import { HeroSection } from './hero-section';

// The tests' own profile: the socials an owner may have, whichever the sample has.
const own = vi.hoisted(() => ({}) as { name?: string; socials?: SocialLink[] });
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
const page = vi.hoisted(() => ({}) as import('@/test/page-locale').PageLocale);
vi.mock('@/i18n/direction', async (importActual) =>
  (await import('@/test/page-locale')).withPageLocale(importActual, page),
);
beforeEach(() => {
  own.socials = [];
  delete own.name;
  Object.assign(page, { locale: undefined, direction: undefined });
  // Under reduced motion the typing line stays still: nothing loads after the render.
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

const { hero } = resources[fallbackLanguage].global;

describe('HeroSection', () => {
  it('links the owner’s networks, whichever and however many', () => {
    const [mastodon] = ownSocials;
    own.socials = [mastodon];
    renderAt(<HeroSection />, { texts: ownSocialTexts });
    const links = within(screen.getByRole('list', { name: hero.social_label })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`${ownSocialNames.mastodon} ${hero.new_tab}`);
    expect(links[0]).toHaveAttribute('href', mastodon.href);
    expect(links[0]?.getAttribute('rel')).toMatch(/\bme\b/);
  });

  it('has no social list without a network', () => {
    renderAt(<HeroSection />);
    expect(screen.queryByRole('list', { name: hero.social_label })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(hero.cv) })).toBeInTheDocument();
  });

  it('greets with the name as one phrase, one text node, on a left-to-right page with a Latin name', () => {
    Object.assign(own, { name: 'Ana María' });
    Object.assign(page, { direction: 'ltr' });
    renderAt(<HeroSection />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.innerHTML).toBe(`${hero.greeting} Ana María`);
  });

  it('sets the name apart in a <bdi> on a right-to-left page, and an Arabic name on a left-to-right one', () => {
    Object.assign(own, { name: 'Ana María' });
    Object.assign(page, { direction: 'rtl' });
    const { unmount } = renderAt(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 }).innerHTML).toBe(`${hero.greeting} <bdi>Ana María</bdi>`);
    unmount();
    Object.assign(own, { name: 'أحمد علي' });
    Object.assign(page, { direction: 'ltr' });
    renderAt(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 }).innerHTML).toBe(`${hero.greeting} <bdi>أحمد علي</bdi>`);
  });

  it("isolates the name in the portrait's alternative text only on a right-to-left page", () => {
    Object.assign(own, { name: 'Ana María' });
    Object.assign(page, { direction: 'rtl' });
    renderAt(<HeroSection />);
    expect(screen.getByRole('img', { name: /Ana María/ })).toHaveAttribute(
      'alt',
      hero.profile_alt.replace('{{name}}', '\u2068Ana María\u2069'),
    );
  });
});
