import type { z } from 'zod';
import type { projectFactsSchema } from './schemas';

/**
 * The projects catalogue: facts that do not change between languages. Titles, descriptions and feature texts
 * are translated in src/i18n/locales/{en,es}/projects.json under `items.{slug}`; `technologies_used` are skill ids
 * from skills.ts; image paths are files under public/. The first image is the cover.
 */
export const projectsSource: z.input<typeof projectFactsSchema>[] = [
  {
    slug: 'vetcore-pro',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 1, 7, 9, 21, 23],
    images: [
      { id: 1, path: '/images/projects/vetcore-pro/1.webp' },
      { id: 2, path: '/images/projects/vetcore-pro/2.webp' },
      { id: 3, path: '/images/projects/vetcore-pro/3.webp' },
    ],
    article_id: 'veterinary',
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
    features: [],
  },
  {
    slug: 'smartorder',
    categoryId: 'projects-web',
    technologies_used: [16, 6, 19, 1, 10, 7, 27],
    images: [
      { id: 1, path: '/images/projects/smartorder/1.webp' },
      { id: 2, path: '/images/projects/smartorder/2.webp' },
      { id: 3, path: '/images/projects/smartorder/3.webp' },
    ],
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
    features: [],
  },
  {
    slug: 'jobmatch',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 3, 8, 21],
    images: [
      { id: 1, path: '/images/projects/jobmatch/1.webp' },
      { id: 2, path: '/images/projects/jobmatch/2.webp' },
      { id: 3, path: '/images/projects/jobmatch/3.webp' },
    ],
    links: { repository: 'https://github.com/your-github-handle/jobmatch' },
    dependencies: {
      hasDependencies: true,
      plugins: ['Laravel UI'],
      backend: { composerJSON: ['laravel/framework', 'laravel/ui', 'intervention/image'], packageJSON: [] },
      frontend: { packageJSON: ['vue', 'bootstrap', 'axios'] },
    },
    features: [],
  },
  {
    slug: 'picconnect',
    categoryId: 'projects-web',
    technologies_used: [2, 10, 18, 7, 20],
    images: [
      { id: 1, path: '/images/projects/picconnect/1.webp' },
      { id: 2, path: '/images/projects/picconnect/2.webp' },
      { id: 3, path: '/images/projects/picconnect/3.webp' },
    ],
    links: { repository: 'https://github.com/your-github-handle/picconnect' },
    dependencies: {
      hasDependencies: true,
      plugins: [],
      backend: { composerJSON: [], packageJSON: ['next', '@prisma/client', 'firebase-admin'] },
      frontend: { packageJSON: ['react', 'tailwindcss', 'swr'] },
    },
    features: [],
  },
  {
    slug: 'edulink',
    categoryId: 'projects-web',
    technologies_used: [16, 6, 18, 1, 10, 7, 23],
    images: [
      { id: 1, path: '/images/projects/edulink/1.webp' },
      { id: 2, path: '/images/projects/edulink/2.webp' },
      { id: 3, path: '/images/projects/edulink/3.webp' },
    ],
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
    features: [],
  },
  {
    slug: 'dasc-uabcs',
    categoryId: 'projects-web',
    technologies_used: [5, 11, 17, 9, 8, 13],
    images: [
      { id: 1, path: '/images/projects/dasc-uabcs/1.webp' },
      { id: 2, path: '/images/projects/dasc-uabcs/2.webp' },
      { id: 3, path: '/images/projects/dasc-uabcs/3.webp' },
    ],
    links: { repository: 'https://github.com/your-github-handle/dasc-uabcs' },
    dependencies: {
      hasDependencies: true,
      plugins: ['Laravel Filament'],
      backend: { composerJSON: ['laravel/framework', 'filament/filament'], packageJSON: [] },
      frontend: { packageJSON: ['bootstrap', 'alpinejs'] },
    },
    features: [],
  },
  {
    slug: 'learnplay',
    categoryId: 'projects-web',
    technologies_used: [3, 9, 13, 14, 15, 20],
    images: [
      { id: 1, path: '/images/projects/learnplay/1.webp' },
      { id: 2, path: '/images/projects/learnplay/2.webp' },
      { id: 3, path: '/images/projects/learnplay/3.webp' },
    ],
    links: { repository: 'https://github.com/your-github-handle/learnplay' },
    dependencies: {
      hasDependencies: false,
      plugins: [],
      backend: { composerJSON: [], packageJSON: [] },
      frontend: { packageJSON: [] },
    },
    features: [],
  },
];

export const PROJECTS_FILE = 'src/content/projects.ts';
