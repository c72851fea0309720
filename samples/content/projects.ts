import type { z } from 'zod';
import { PROJECT_IMAGE_WIDTHS } from '../src/lib/images';
import type { projectFactsSchema } from '../src/content/schemas';

/**
 * The projects catalogue: facts that do not change between languages. Titles, descriptions and feature texts
 * are translated in content/texts/{en,es}/projects.json under `items.{slug}`; `categoryId` is an id of
 * categories.ts; `technologies_used` are skill ids from skills.ts; image paths are files under content/public/. The first
 * image is the cover. `links`, `dependencies` and `features` may be left out: the page then has no such section (for
 * dependencies, it says the project has none). `dependencies` are lists of any ecosystem's manifest, under a group
 * named in projects.json (`dependency_groups`), for example
 * `[{ group: 'backend', manifest: 'go.mod', packages: ['github.com/jackc/pgx/v5'] }]`.
 */
/**
 * The pictures of a project: `{n}-1280.webp` and its smaller and AVIF siblings (see imageSchema), numbered from 1.
 * `npm run add-images -- {slug} {picture}…` writes the files and raises the count.
 */
function screenshots(slug: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    path: `/images/projects/${slug}/${index + 1}-1280.webp`,
    widths: [...PROJECT_IMAGE_WIDTHS],
  }));
}

/** A feature shown with a sample screen recording and its poster, under content/public/videos/{slug}/. */
function recording(slug: string, id: string, hasCaption = false) {
  return {
    id,
    source: {
      kind: 'file' as const,
      src: `/videos/${slug}/${id}.webm`,
      poster: `/videos/${slug}/${id}.webp`,
    },
    hasCaption,
  };
}

/** A feature described in words only. */
const highlight = (id: string) => ({ id, hasCaption: true });

export const projectsSource: z.input<typeof projectFactsSchema>[] = [
  {
    slug: 'vetcore-pro',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 1, 7, 9, 21, 23],
    images: screenshots('vetcore-pro', 3),
    links: {
      backendRepository: 'https://github.com/your-github-handle/vetcore-pro-api',
      frontendRepository: 'https://github.com/your-github-handle/vetcore-pro-web',
    },
    dependencies: [
      { group: 'plugins', packages: ['Laravel Breeze', 'Spatie Permission'] },
      {
        group: 'backend',
        manifest: 'composer.json',
        packages: [
          'laravel/framework',
          'laravel/sanctum',
          'spatie/laravel-permission',
          'barryvdh/laravel-dompdf',
        ],
      },
      { group: 'backend', manifest: 'package.json', packages: ['vite', 'laravel-vite-plugin'] },
      {
        group: 'frontend',
        manifest: 'package.json',
        packages: ['react', 'react-dom', '@inertiajs/react', 'tailwindcss'],
      },
    ],
    features: [
      recording('vetcore-pro', 'client-create'),
      recording('vetcore-pro', 'client-edit'),
      recording('vetcore-pro', 'client-show'),
      recording('vetcore-pro', 'client-destroy'),
      recording('vetcore-pro', 'company-edit'),
      recording('vetcore-pro', 'pet-create'),
      recording('vetcore-pro', 'pet-destroy', true),
      recording('vetcore-pro', 'register', true),
    ],
  },
  {
    slug: 'smartorder',
    categoryId: 'projects-web',
    technologies_used: [16, 6, 19, 1, 10, 7, 27],
    images: screenshots('smartorder', 3),
    links: {
      backendRepository: 'https://github.com/your-github-handle/smartorder-api',
      frontendRepository: 'https://github.com/your-github-handle/smartorder-web',
    },
    dependencies: [
      {
        group: 'backend',
        manifest: 'package.json',
        packages: ['express', 'mongoose', 'jsonwebtoken', 'stripe'],
      },
      {
        group: 'frontend',
        manifest: 'package.json',
        packages: ['react', '@reduxjs/toolkit', 'react-router', 'tailwindcss'],
      },
    ],
    features: [highlight('digital-menu'), highlight('kitchen-board'), highlight('online-payments')],
  },
  {
    slug: 'jobmatch',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 3, 8, 21],
    images: screenshots('jobmatch', 3),
    links: { repository: 'https://github.com/your-github-handle/jobmatch' },
    dependencies: [
      { group: 'plugins', packages: ['Laravel UI'] },
      {
        group: 'backend',
        manifest: 'composer.json',
        packages: ['laravel/framework', 'laravel/ui', 'intervention/image'],
      },
      { group: 'frontend', manifest: 'package.json', packages: ['vue', 'bootstrap', 'axios'] },
    ],
    features: [
      highlight('profile-matching'),
      highlight('application-tracking'),
      highlight('company-dashboard'),
    ],
  },
  {
    slug: 'picconnect',
    categoryId: 'projects-web',
    technologies_used: [2, 10, 18, 7, 20],
    images: screenshots('picconnect', 3),
    links: { repository: 'https://github.com/your-github-handle/picconnect' },
    dependencies: [
      { group: 'backend', manifest: 'package.json', packages: ['next', '@prisma/client', 'firebase-admin'] },
      { group: 'frontend', manifest: 'package.json', packages: ['react', 'tailwindcss', 'swr'] },
    ],
    features: [highlight('personal-feed'), highlight('image-uploads'), highlight('notifications')],
  },
  {
    slug: 'edulink',
    categoryId: 'projects-web',
    technologies_used: [16, 6, 18, 1, 10, 7, 23],
    images: screenshots('edulink', 3),
    links: {
      backendRepository: 'https://github.com/your-github-handle/edulink-api',
      frontendRepository: 'https://github.com/your-github-handle/edulink-web',
    },
    dependencies: [
      { group: 'backend', manifest: 'package.json', packages: ['express', 'pg', 'socket.io', 'zod'] },
      {
        group: 'frontend',
        manifest: 'package.json',
        packages: ['react', 'react-router', 'tailwindcss', 'date-fns'],
      },
    ],
    features: [highlight('session-booking'), highlight('live-classroom'), highlight('reminders')],
  },
  {
    slug: 'dasc-uabcs',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 9, 8, 13],
    images: screenshots('dasc-uabcs', 3),
    links: {
      repository: 'https://github.com/your-github-handle/dasc-uabcs',
      website: 'https://dasc.example.edu',
    },
    dependencies: [
      { group: 'plugins', packages: ['Laravel Filament'] },
      { group: 'backend', manifest: 'composer.json', packages: ['laravel/framework', 'filament/filament'] },
      { group: 'frontend', manifest: 'package.json', packages: ['bootstrap', 'alpinejs'] },
    ],
    features: [highlight('editor-panel'), highlight('events-calendar'), highlight('staff-directory')],
  },
  {
    slug: 'learnplay',
    categoryId: 'projects-web',
    technologies_used: [3, 9, 13, 14, 15, 20],
    images: screenshots('learnplay', 3),
    links: {
      repository: 'https://github.com/your-github-handle/learnplay',
      website: 'https://learnplay.example.com',
    },
    dependencies: [
      {
        group: 'frontend',
        manifest: 'package.json',
        packages: ['vue', 'vue-router', 'pinia', 'firebase', 'sass'],
      },
    ],
    features: [highlight('adaptive-difficulty'), highlight('progress-tracking'), highlight('rewards')],
  },
];

export const PROJECTS_FILE = 'content/projects.ts';
