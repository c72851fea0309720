import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chip } from '@/components/ui/chip';
import { FallbackImage } from '@/components/ui/fallback-image';
import { skillById, type Project } from '@/content';
import { useSkillLabel } from '@/hooks/use-skill-label';
import { routes } from '@/lib/routes';

/** The one card style for a project: cover, title, short description and technology chips. */
export function ProjectCard({ project, categorySlug }: { project: Project; categorySlug: string }) {
  const { t } = useTranslation('projects');
  const labelOf = useSkillLabel();
  const cover = project.images[0];
  const href = routes.project.href(categorySlug, project.slug);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-accent/60">
      {cover && (
        <FallbackImage
          src={cover.path}
          alt=""
          width={1280}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] w-full bg-surface-raised object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-text">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{project.short_description}</p>
        <ul aria-label={t('labels.tech_stack')} className="mt-auto flex flex-wrap gap-2 pt-2">
          {project.technologies_used.map((id) => {
            const skill = skillById(id);
            return skill ? (
              <li key={id}>
                <Chip>{labelOf(skill)}</Chip>
              </li>
            ) : null;
          })}
        </ul>
      </div>
    </article>
  );
}
