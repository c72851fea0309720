import type { Category } from '@/content';
import { EmptyView } from './empty-view';
import { ProjectCard } from './project-card';

interface ProjectGridProps {
  category: Category;
  limit?: number;
  /** The grid opens its page: its first cover is likely the largest thing on the first screen, so it loads first. */
  lead?: boolean;
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
          <ProjectCard project={project} categorySlug={category.slug} priority={lead && index === 0} />
        </li>
      ))}
    </ul>
  );
}
