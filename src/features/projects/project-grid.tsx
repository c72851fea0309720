import type { Category } from '@/content';
import { EmptyView } from './empty-view';
import { ProjectCard } from './project-card';

interface ProjectGridProps {
  category: Category;
  limit?: number;
  /** The grid opens its page: its first cover is likely the largest thing on the first screen, so it loads first. */
  lead?: boolean;
}

/**
 * Where a card's cover waits for the first paint (the `after-first-paint` utility): wherever it is below the first
 * row of the grid that opens a page (one column on phones, two from `sm`, three from `lg`), and always in a grid further
 * down. The first cover of a page's grid is its lead picture and never waits.
 */
function coverWait(index: number, lead: boolean): string | undefined {
  if (!lead) return 'after-first-paint';
  return [undefined, 'max-sm:after-first-paint', 'max-lg:after-first-paint'][index] ?? 'after-first-paint';
}

/** A category's projects as cards, or the empty view. */
export function ProjectGrid({ category, limit, lead = false }: ProjectGridProps) {
  const projects = limit === undefined ? category.projects : category.projects.slice(0, limit);
  if (projects.length === 0) return <EmptyView />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        // Cards after the first are laid out when they come near the viewport (26rem holds a card's place until then).
        <li key={project.slug} className={index === 0 ? undefined : 'render-when-near [--near-height:26rem]'}>
          <ProjectCard
            project={project}
            categorySlug={category.slug}
            priority={lead && index === 0}
            coverWait={coverWait(index, lead)}
          />
        </li>
      ))}
    </ul>
  );
}
