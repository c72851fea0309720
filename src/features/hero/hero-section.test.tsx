import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { renderAt } from '@/test/render';
import { HeroSection } from './hero-section';

// The tests' own profile: the socials an owner may have, whichever the sample has.
const own = vi.hoisted(() => ({}) as { socials?: { id: 'github' | 'linkedin' | 'youtube'; href: string }[] });
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
beforeEach(() => {
  own.socials = [];
  // Under reduced motion the typing line stays still: nothing loads after the render.
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

const { hero, social } = resources.en.global;

describe('HeroSection', () => {
  it('links the owner’s networks, whichever and however many', () => {
    own.socials = [{ id: 'linkedin', href: 'https://www.linkedin.com/in/someone' }];
    renderAt(<HeroSection />);
    const links = within(screen.getByRole('list', { name: hero.social_label })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`${social.linkedin} ${hero.new_tab}`);
    expect(links[0]).toHaveAttribute('href', 'https://www.linkedin.com/in/someone');
  });

  it('has no social list without a network', () => {
    renderAt(<HeroSection />);
    expect(screen.queryByRole('list', { name: hero.social_label })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(hero.cv) })).toBeInTheDocument();
  });
});
