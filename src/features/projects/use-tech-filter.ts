import { useLocation } from 'react-router';
import type { Category, Skill } from '@/content';
import { useHydrated } from '@/boot/use-hydrated';
import { filterSkills, selectedSkill, TECH_PARAM, techSearch } from './filter-projects';

/**
 * The technology filter of the projects pages, read from the URL. Pages are prerendered without a query, so until the
 * page has hydrated it is read as none: hydration then matches the HTML, and the filter applies in the next render.
 */
export function useTechFilter(catalogue: readonly Category[]) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const query = hydrated ? search : '';
  const offered = filterSkills(catalogue);
  const selected = selectedSkill(offered, new URLSearchParams(query).get(TECH_PARAM));
  /** This page's query with the filter set to `skill`, or cleared. */
  const searchFor = (skill: Skill | undefined) => techSearch(query, skill);
  return { offered, selected, searchFor, kept: searchFor(selected) };
}
