import { Link } from '@/components/ui/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { Project } from '@/content';
import { imageSources, PROJECT_IMAGE } from '@/lib/images';
import { useRouteTable } from '@/i18n/language-router';
import { TechChips } from './tech-chips';

interface ProjectCardProps {
  project: Project;
  categorySlug: string;
  /** Load the cover at once and before other pictures (the first card of a page), instead of when scrolled near. */
  priority?: boolean;
  /** The classes that hold the cover until the first paint, where it is below the first screen (see ProjectGrid). */
  coverWait?: string;
}

/** The one card style for a project: cover, title, short description and technology chips. */
export function ProjectCard({ project, categorySlug, priority = false, coverWait }: ProjectCardProps) {
  const cover = project.images[0];
  const href = useRouteTable().project.href(categorySlug, project.slug);

  return (
    <article className="group project-card">
      {cover && (
        <div className="overflow-hidden rounded-t-[calc(var(--radius-card)-1px)] border-b border-border print:hidden">
          {/* A cover that waits for the first paint keeps its place: a box of its size. */}
          <div className={coverWait && `aspect-[16/10] ${coverWait}`}>
            <FallbackImage
              src={cover.path}
              sources={imageSources(cover)}
              sizes="(min-width: 72rem) 22rem, (min-width: 64rem) 31vw, (min-width: 40rem) 47vw, calc(100vw - 2.5rem)"
              alt=""
              width={PROJECT_IMAGE.width}
              height={PROJECT_IMAGE.height}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              className="project-card-cover"
            />
          </div>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-text">
          {/* The link covers the card, and its focus ring is the card's (a `:has()` on the card cost style time). */}
          <Link
            to={href}
            className="after:absolute after:-inset-px after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-3 focus-visible:after:outline-accent"
          >
            {project.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{project.short_description}</p>
        {project.technologies_used.length > 0 && (
          <div className="mt-auto pt-2">
            <TechChips ids={project.technologies_used} />
          </div>
        )}
      </div>
    </article>
  );
}
