import { ArrowRight } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@/content';
import { MAX_PROJECTS_PER_TAB } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { ProjectGrid } from './project-grid';

interface ProjectsTabPanelProps {
  id: string;
  labelledBy: string;
  category: Category;
  hidden: boolean;
}

/** A category's first projects (at most six), and SHOW MORE to its page when it has more. */
export function ProjectsTabPanel({ id, labelledBy, category, hidden }: ProjectsTabPanelProps) {
  const { t } = useTranslation('projects');
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      hidden={hidden}
      // Printed, every category with projects is shown under its name (src/styles/app.css).
      data-title={category.category}
      data-empty={category.projects.length === 0 || undefined}
      // Focusable, as the pattern asks, so that keyboard users reach an empty panel's text too.
      tabIndex={0}
      className="pt-8 focus-visible:rounded-card"
    >
      <p className="mb-8 max-w-3xl text-muted">{category.description}</p>
      <ProjectGrid category={category} limit={MAX_PROJECTS_PER_TAB} />
      {category.projects.length > MAX_PROJECTS_PER_TAB && (
        <div className="mt-10 flex justify-center print:hidden">
          <Link
            to={routes.category.href(category.slug)}
            className="group inline-flex items-center gap-2 rounded-full border border-border bg-surface px-6 py-3 text-sm font-semibold tracking-wide text-text transition hover:border-accent hover:text-accent active:translate-y-px"
          >
            {t('labels.show_more')}
            <LineIcon icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      )}
    </div>
  );
}
