import { anchorHref, HOME_PATH, type RouteTable } from '@/lib/routes';
import type { NavItem } from './schemas';

/** Navbar section links: `name` is the key under `navbar.`, `url` the anchor on the home page. */
export const navItems: NavItem[] = [
  { name: 'home', url: anchorHref('top') },
  { name: 'skills', url: anchorHref('skills') },
  { name: 'projects', url: anchorHref('projects') },
  { name: 'aboutMe', url: anchorHref('aboutMe') },
];

/**
 * The second menu, shown on inner pages: router links, in the words of a language's URLs (`routes`); the blog's where
 * the language has posts.
 */
export const secondaryNavItems = (routes: RouteTable, hasPosts: boolean): NavItem[] => [
  { name: 'home', url: routes.home.href() },
  { name: 'projects', url: routes.projects.href() },
  ...(hasPosts ? [{ name: 'blog', url: routes.blog.href() }] : []),
  { name: 'resume', url: routes.resume.href() },
];

/** Where the CONTACT ME button leads: the contact section on home, the home page elsewhere. */
export const contactTarget = { home: anchorHref('contact'), elsewhere: HOME_PATH } as const;
