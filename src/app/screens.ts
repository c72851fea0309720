import type { ComponentType } from 'react';
import { lazyPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';
import type { RouteId } from '@/lib/routes';

/**
 * A screen of src/pages (its `Component`), loaded when first shown; `load` must be `() => import('…')`. A screen may
 * say what must come with it before it shows (`beforeShow`: home's banner, a deferred part, on a navigation).
 */
const lazyScreen = (
  load: () => Promise<{ Component: ComponentType; beforeShow?: () => Promise<unknown> | undefined }>,
) =>
  lazyPart(async () => {
    const { Component, beforeShow } = await retryImport(load);
    await beforeShow?.();
    return Component;
  });

const projectsScreen = lazyScreen(() => import('@/pages/projects-page'));
const blogScreen = lazyScreen(() => import('@/pages/blog-page'));

/**
 * The screen of each route of the table (src/lib/routes.ts), lazily loaded; routes that share one (the catalogue and
 * its categories, and their numbered pages) keep it on screen from one to the other.
 */
export const screens: Record<RouteId, ReturnType<typeof lazyScreen>> = {
  home: lazyScreen(() => import('@/pages/home-page')),
  projects: projectsScreen,
  projectsPage: projectsScreen,
  category: projectsScreen,
  categoryPage: projectsScreen,
  project: lazyScreen(() => import('@/pages/project-detail-page')),
  resume: lazyScreen(() => import('@/pages/resume-page')),
  notFound: lazyScreen(() => import('@/pages/not-found-page')),
  blog: blogScreen,
  blogPage: blogScreen,
  tag: blogScreen,
  tagPage: blogScreen,
  post: lazyScreen(() => import('@/pages/post-page')),
};

/** The routes whose screen shows bare, without the site's navbar and footer. */
export const bareRoutes: ReadonlySet<RouteId> = new Set(['notFound']);
