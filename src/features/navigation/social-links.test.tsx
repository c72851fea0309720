import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { renderAt } from '@/test/render';
import { SocialLinks } from './social-links';

// The tests' own profile: the socials an owner may have, whichever the sample has.
const socials = vi.hoisted(() => ({ list: [] as { id: string; href: string }[] }));
vi.mock('@/content', async (importActual) => {
  const actual = await importActual<typeof import('@/content')>();
  return {
    ...actual,
    profile: {
      ...actual.profile,
      get socials() {
        return socials.list;
      },
    },
  };
});
afterEach(() => {
  socials.list = [];
});

describe('SocialLinks', () => {
  it('shows the owner’s networks, in their order, each named by its tooltip', () => {
    socials.list = [
      { id: 'github', href: 'https://github.com/someone' },
      { id: 'linkedin', href: 'https://www.linkedin.com/in/someone' },
    ];
    renderAt(<SocialLinks />, { language: 'es' });
    const { social, footer } = resources.es.global;
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
    socials.list = [{ id: 'youtube', href: 'https://www.youtube.com/@someone' }];
    const { unmount } = renderAt(<SocialLinks />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: resources.en.global.social.youtube })).toBeInTheDocument();
    unmount();
    socials.list = [];
    renderAt(<SocialLinks />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
