import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { fallbackLanguage, secondLanguage } from '@/test/languages';
import { renderAt } from '@/test/render';
import { SocialLinks } from './social-links';

// The tests' own profile: the socials an owner may have, whichever the sample has.
const own = vi.hoisted(() => ({}) as { socials?: { id: 'github' | 'linkedin' | 'youtube'; href: string }[] });
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
beforeEach(() => {
  own.socials = [];
});

describe('SocialLinks', () => {
  it('shows the owner’s networks, in their order, each named by its tooltip', () => {
    own.socials = [
      { id: 'github', href: 'https://github.com/someone' },
      { id: 'linkedin', href: 'https://www.linkedin.com/in/someone' },
    ];
    renderAt(<SocialLinks />, { language: secondLanguage });
    const { social, footer } = resources[secondLanguage].global;
    const links = within(screen.getByRole('list', { name: footer.social_label })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://github.com/someone',
      'https://www.linkedin.com/in/someone',
    ]);
    expect(links[0]).toHaveAccessibleName(social.github);
    expect(links[1]).toHaveAccessibleName(social.linkedin);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('shows one network alone, and no list at all without one', () => {
    own.socials = [{ id: 'youtube', href: 'https://www.youtube.com/@someone' }];
    const { unmount } = renderAt(<SocialLinks />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: resources[fallbackLanguage].global.social.youtube }),
    ).toBeInTheDocument();
    unmount();
    own.socials = [];
    renderAt(<SocialLinks />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
