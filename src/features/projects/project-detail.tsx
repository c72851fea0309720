import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { type Category, type Project } from '@/content';
import { getDocumentation } from '@/content/catalogue';
import { useDocumentationTexts } from '@/hooks/use-documentation-texts';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { DOCUMENTATION_ID } from '@/lib/constants';
import { deferredPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';
import { useRouteTable } from '@/i18n/language-router';
import { EmptyView } from './empty-view';
import { ImageCarousel } from './image-carousel';
import { TechChips } from './tech-chips';

// Below the first screen: in the prerendered HTML, but its code loads and hydrates at the visitor's first move or once
// it is on screen (see deferredPart), so that the title, facts and pictures are all the phone starts with.
const ProjectDocumentation = deferredPart(
  DOCUMENTATION_ID,
  async () => (await retryImport(() => import('./project-documentation'))).ProjectDocumentation,
);

/** A project's detail page: title, category, tech stack, pictures, then its documentation. */
export function ProjectDetail({ category, project }: { category: Category; project: Project }) {
  const { t } = useTranslation('projects');
  const routes = useRouteTable();
  const documentation = getDocumentation(project.slug, useDocumentationTexts(project.slug));
  const items = useProjectsTexts().items as Record<string, { pictures?: Record<string, string> }>;
  const pictures = items[project.slug]?.pictures ?? {};

  return (
    <article className="container-content pt-8 pb-20">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {t('labels.project_details')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-text md:text-4xl">{project.title}</h1>
        <p className="mt-3 text-lg text-muted">{project.short_description}</p>
      </header>
      <dl className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <dt className="text-sm font-semibold text-text">{t('labels.category')}</dt>
        <dd>
          <Link
            to={routes.category.href(category.slug)}
            className="text-accent underline-offset-4 hover:underline"
          >
            {category.category}
          </Link>
        </dd>
        {project.technologies_used.length > 0 && (
          <>
            <dt className="text-sm font-semibold text-text">{t('labels.tech_stack')}</dt>
            <dd>
              <TechChips ids={project.technologies_used} withIcons />
            </dd>
          </>
        )}
      </dl>
      {project.images.length > 0 && (
        <div className="mt-10">
          <ImageCarousel
            title={project.title}
            images={project.images.map((image) => ({ ...image, alt: pictures[image.id] ?? '' }))}
            autoPlay={false}
          />
        </div>
      )}
      {documentation ? (
        <ProjectDocumentation documentation={documentation} />
      ) : (
        <div className="mt-16">
          <EmptyView message={t('labels.project_not_found')} />
        </div>
      )}
    </article>
  );
}
