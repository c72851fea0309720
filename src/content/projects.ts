import type { z } from 'zod';
import { PROJECT_IMAGE_WIDTHS } from '@/lib/images';
import type { projectFactsSchema } from './schemas';

/**
 * The projects catalogue: facts that do not change between languages. Titles, descriptions and feature texts
 * are translated in src/i18n/locales/{en,es}/projects.json under `items.{slug}`; `technologies_used` are skill ids
 * from skills.ts; image paths are files under public/. The first image is the cover.
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

/** A feature shown with a sample screen recording and its poster, under public/videos/{slug}/. */
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
    dependencies: {
      hasDependencies: true,
      plugins: ['Laravel Breeze', 'Spatie Permission'],
      backend: {
        composerJSON: [
          'laravel/framework',
          'laravel/sanctum',
          'spatie/laravel-permission',
          'barryvdh/laravel-dompdf',
        ],
        packageJSON: ['vite', 'laravel-vite-plugin'],
      },
      frontend: { packageJSON: ['react', 'react-dom', '@inertiajs/react', 'tailwindcss'] },
    },
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
    dependencies: {
      hasDependencies: true,
      plugins: [],
      backend: { composerJSON: [], packageJSON: ['express', 'mongoose', 'jsonwebtoken', 'stripe'] },
      frontend: { packageJSON: ['react', '@reduxjs/toolkit', 'react-router', 'tailwindcss'] },
    },
    features: [highlight('digital-menu'), highlight('kitchen-board'), highlight('online-payments')],
  },
  {
    slug: 'jobmatch',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 3, 8, 21],
    images: screenshots('jobmatch', 3),
    links: { repository: 'https://github.com/your-github-handle/jobmatch' },
    dependencies: {
      hasDependencies: true,
      plugins: ['Laravel UI'],
      backend: { composerJSON: ['laravel/framework', 'laravel/ui', 'intervention/image'], packageJSON: [] },
      frontend: { packageJSON: ['vue', 'bootstrap', 'axios'] },
    },
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
    dependencies: {
      hasDependencies: true,
      plugins: [],
      backend: { composerJSON: [], packageJSON: ['next', '@prisma/client', 'firebase-admin'] },
      frontend: { packageJSON: ['react', 'tailwindcss', 'swr'] },
    },
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
    dependencies: {
      hasDependencies: true,
      plugins: [],
      backend: { composerJSON: [], packageJSON: ['express', 'pg', 'socket.io', 'zod'] },
      frontend: { packageJSON: ['react', 'react-router', 'tailwindcss', 'date-fns'] },
    },
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
    dependencies: {
      hasDependencies: true,
      plugins: ['Laravel Filament'],
      backend: { composerJSON: ['laravel/framework', 'filament/filament'], packageJSON: [] },
      frontend: { packageJSON: ['bootstrap', 'alpinejs'] },
    },
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
    dependencies: {
      hasDependencies: false,
      plugins: [],
      backend: { composerJSON: [], packageJSON: [] },
      frontend: { packageJSON: [] },
    },
    features: [highlight('adaptive-difficulty'), highlight('progress-tracking'), highlight('rewards')],
  },
];

export const PROJECTS_FILE = 'src/content/projects.ts';
