import type { Category } from '@/content';
import { EmptyView } from './empty-view';
import { ProjectCard } from './project-card';

/** A category's projects as cards, or the empty view. */
export function ProjectGrid({ category, limit }: { category: Category; limit?: number }) {
  const projects = limit === undefined ? category.projects : category.projects.slice(0, limit);
  if (projects.length === 0) return <EmptyView />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.slug}>
          <ProjectCard project={project} categorySlug={category.slug} />
        </li>
      ))}
    </ul>
  );
}
