import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_PHOTO_SIZES } from '@/lib/images';
import { ProfilePhoto } from './profile-photo';

// The tests' own photo: one file, or the widths `npm run add-photo` writes, whichever the sample has.
const single = { path: '/me.jpg', width: 800, height: 1000 };
const own = vi.hoisted(
  () => ({}) as { image?: { path: string; widths?: number[]; width: number; height: number } },
);
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
beforeEach(() => {
  own.image = single;
});

describe('ProfilePhoto', () => {
  it('shows one file of any format as it is', () => {
    const { container } = render(<ProfilePhoto alt="Me" className="photo" high />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/me.jpg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers the AVIF, then the WebP files of every width, for the width it is drawn at', () => {
    own.image = { path: '/images/profile/profile-768.webp', widths: [240, 768], width: 768, height: 768 };
    const { container } = render(<ProfilePhoto alt="" className="photo" />);
    const sources = [...container.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      [
        'image/avif',
        '/images/profile/profile-240.avif 240w, /images/profile/profile-768.avif 768w',
        PROFILE_PHOTO_SIZES,
      ],
      [
        'image/webp',
        '/images/profile/profile-240.webp 240w, /images/profile/profile-768.webp 768w',
        PROFILE_PHOTO_SIZES,
      ],
    ]);
    expect(container.querySelector('picture img')).toHaveAttribute('src', '/images/profile/profile-768.webp');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });
});
