import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { FallbackImage } from '@/components/ui/fallback-image';
import { getDocumentation, skillById, type Category, type Project } from '@/content';
import { useLanguage } from '@/i18n/use-language';
import { useSkillLabel } from '@/hooks/use-skill-label';
import { ProjectDocumentation } from './project-documentation';

/** A project's detail page: title, category, tech stack, pictures and documentation. */
export function ProjectDetail({ category, project }: { category: Category; project: Project }) {
  const { t } = useTranslation('projects');
  const language = useLanguage();
  const labelOf = useSkillLabel();
  const documentation = getDocumentation(language, project.slug);

  return (
    <article className="container-content py-10">
      <p className="text-sm font-medium text-accent">{t('labels.project_details')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-text md:text-4xl">{project.title}</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm font-semibold text-text">{t('labels.category')}</dt>
        <dd className="text-muted">{category.category}</dd>
        <dt className="text-sm font-semibold text-text">{t('labels.tech_stack')}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {project.technologies_used.map((id) => {
              const skill = skillById(id);
              return skill ? (
                <li key={id}>
                  <Chip>{labelOf(skill)}</Chip>
                </li>
              ) : null;
            })}
          </ul>
        </dd>
      </dl>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {project.images.map((image, index) => (
          <li key={image.id}>
            <FallbackImage
              src={image.path}
              alt={t('labels.screenshot_alt', {
                title: project.title,
                index: index + 1,
                count: project.images.length,
              })}
              width={1280}
              height={800}
              loading={index === 0 ? 'eager' : 'lazy'}
              className="aspect-[16/10] w-full rounded-card border border-border bg-surface-raised object-cover"
            />
          </li>
        ))}
      </ul>
      {documentation && <ProjectDocumentation documentation={documentation} />}
    </article>
  );
}
