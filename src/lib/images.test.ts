import { describe, expect, it } from 'vitest';
import { imageFiles, imageSources } from './images';

describe('responsive project images', () => {
  const image = { path: '/images/projects/demo/1-1280.webp', widths: [640, 1280] };

  it('lists a srcset per format, AVIF first', () => {
    expect(imageSources(image)).toEqual([
      {
        type: 'image/avif',
        srcSet: '/images/projects/demo/1-640.avif 640w, /images/projects/demo/1-1280.avif 1280w',
      },
      {
        type: 'image/webp',
        srcSet: '/images/projects/demo/1-640.webp 640w, /images/projects/demo/1-1280.webp 1280w',
      },
    ]);
  });

  it('has no sources for a single file, and names every file a picture needs', () => {
    expect(imageSources({ path: '/a.webp' })).toEqual([]);
    expect(imageFiles(image)).toEqual([
      '/images/projects/demo/1-1280.webp',
      '/images/projects/demo/1-640.webp',
      '/images/projects/demo/1-640.avif',
      '/images/projects/demo/1-1280.avif',
    ]);
  });
});
