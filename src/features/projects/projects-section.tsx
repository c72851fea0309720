import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/ui/section';
import { MAX_PROJECTS_PER_TAB } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { ProjectGrid } from './project-grid';
import { useCatalogue } from './use-catalogue';

/** The home page's projects teaser (anchor `projects`): each category with at most six projects. */
export function ProjectsSection() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('projects');
  const catalogue = useCatalogue();
  return (
    <Section id="projects" title={t('sections.projects_title')}>
      <div className="space-y-12">
        {catalogue.map((category) => (
          <div key={category.id}>
            <h3 className="mb-4 text-xl font-semibold text-text">{category.category}</h3>
            <ProjectGrid category={category} limit={MAX_PROJECTS_PER_TAB} />
            {category.projects.length > MAX_PROJECTS_PER_TAB && (
              <Link
                to={routes.category.href(category.slug)}
                className="mt-6 inline-block rounded-full border border-border px-5 py-2 text-sm font-semibold text-text hover:border-accent"
              >
                {tp('labels.show_more')}
              </Link>
            )}
          </div>
        ))}
      </div>
    </Section>
  );
}
