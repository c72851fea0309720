import { describe, expect, it } from 'vitest';
import { fallbackLanguage } from '../src/i18n/languages';
import { projectLd } from './structured-data';

// A project page's schema.org data, for the tests' own projects: one with pictures, one without (a normal state).
const project = {
  title: 'Tide',
  short_description: 'Tides for sailors.',
  slug: 'tide',
  technologies_used: [],
  images: [
    { id: 1, path: '/images/tide/1.webp' },
    { id: 2, path: '/images/tide/2.webp' },
  ],
};
const category = {
  id: 'own',
  category: 'Own work',
  description: 'What I made.',
  slug: 'own-work',
  projects: [],
};
const input = {
  origin: 'https://owner.example',
  url: 'https://owner.example/own-work/tide',
  language: fallbackLanguage,
  category,
  repositories: [],
  technologies: ['Go'],
  author: 'Zofia Żółć',
};

describe("a project page's structured data", () => {
  it('names each picture of the project at the site’s origin', () => {
    expect(projectLd({ ...input, project }).image).toEqual([
      'https://owner.example/images/tide/1.webp',
      'https://owner.example/images/tide/2.webp',
    ]);
  });

  it('has no image for a project without pictures, and says the rest', () => {
    const data = projectLd({ ...input, project: { ...project, images: [] } });
    expect(data).not.toHaveProperty('image');
    expect(data).toMatchObject({ '@type': 'SoftwareSourceCode', name: 'Tide', genre: 'Own work' });
  });
});
