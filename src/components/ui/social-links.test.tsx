import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialLink } from '@/content/schemas';
import { resources } from '@/i18n/resources';
import { secondLanguage } from '@/test/languages';
import { ownSocialNames, ownSocials, ownSocialTexts } from '@/test/own-socials';
import { renderAt } from '@/test/render';
import { SocialLinks } from './social-links';

// The tests' own profile links, on networks the sample does not have: whichever an owner describes in content/.
const own = vi.hoisted(() => ({}) as { socials?: SocialLink[] });
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
beforeEach(() => {
  own.socials = [];
});
const [mastodon, codeberg] = ownSocials;

describe('SocialLinks', () => {
  it('shows the owner’s networks, in their order, each named by its text and drawn with its icon', () => {
    own.socials = [mastodon, codeberg];
    const { container } = renderAt(<SocialLinks />, { language: secondLanguage, texts: ownSocialTexts });
    const { footer } = resources[secondLanguage].global;
    const links = within(screen.getByRole('list', { name: footer.social_label })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([mastodon.href, codeberg.href]);
    expect(links[0]).toHaveAccessibleName(ownSocialNames.mastodon);
    expect(links[1]).toHaveAccessibleName(ownSocialNames.codeberg);
    // An SVG under icons/social/ is a symbol of the page; another file a picture.
    expect(links[0]?.querySelector('use')).toHaveAttribute('href', '#social-mastodon');
    expect(links[1]?.querySelector('img')).toHaveAttribute('src', codeberg.icon);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('opens each in a new tab as the owner’s own profile (rel="me", which Mastodon verifies)', () => {
    own.socials = [mastodon];
    renderAt(<SocialLinks />, { texts: ownSocialTexts });
    const link = screen.getByRole('link', { name: ownSocialNames.mastodon });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').toSorted()).toEqual(['me', 'noopener', 'noreferrer']);
  });

  it('shows one network alone, and no list at all without one', () => {
    own.socials = [codeberg];
    const { unmount } = renderAt(<SocialLinks />, { texts: ownSocialTexts });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: ownSocialNames.codeberg })).toBeInTheDocument();
    unmount();
    own.socials = [];
    renderAt(<SocialLinks />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
