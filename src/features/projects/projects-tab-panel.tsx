import { ArrowRight } from 'lucide';
import { startTransition, useEffect, useState } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import type { Category } from '@/content';
import { MAX_PROJECTS_PER_TAB } from '@/lib/constants';
import { useRouteTable } from '@/i18n/language-router';
import { ProjectGrid } from './project-grid';

interface ProjectsTabPanelProps {
  id: string;
  labelledBy: string;
  category: Category;
  hidden: boolean;
}

/**
 * False in the prerendered HTML and at hydration, true soon after, in a transition that gives way to the visitor's
 * input. A hidden panel's cards wait for it: home's HTML holds the shown tab's cards only, and the other tabs' projects
 * as a list of their titles, so that it still arrives in the first round trip with three full tabs of distinct
 * projects (docs/decisions.md). The cards are there before a tab is chosen or the page printed.
 */
function useCardsAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/**
 * A category's first projects (at most six), and SHOW MORE to its page when it has more. Until its cards are rendered
 * (a hidden panel in the HTML, which is what a visitor without JavaScript sees under the category's name), the
 * projects are a list of links to their pages.
 */
export function ProjectsTabPanel({ id, labelledBy, category, hidden }: ProjectsTabPanelProps) {
  const { t } = useTranslation('projects');
  const routes = useRouteTable();
  const cards = useCardsAfterHydration() || !hidden;
  const { projects } = category;
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      hidden={hidden}
      // Printed, every category with projects is shown under its name (src/styles/app.css).
      data-title={category.category}
      data-empty={projects.length === 0 || undefined}
      // Focusable, as the pattern asks, so that keyboard users reach an empty panel's text too.
      tabIndex={0}
      className="pt-8 focus-visible:rounded-card"
    >
      <p className="mb-8 max-w-3xl text-muted">{category.description}</p>
      {cards || projects.length === 0 ? (
        <ProjectGrid category={category} limit={MAX_PROJECTS_PER_TAB} />
      ) : (
        <ul className="list-disc space-y-2 ps-5 text-text marker:text-accent">
          {projects.slice(0, MAX_PROJECTS_PER_TAB).map((project) => (
            <li key={project.slug}>
              <Link
                to={routes.project.href(category.slug, project.slug)}
                className="underline decoration-accent/50 underline-offset-4 hover:text-accent"
              >
                {project.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {projects.length > MAX_PROJECTS_PER_TAB && (
        <div className="mt-10 flex justify-center print:hidden">
          <Link
            to={routes.category.href(category.slug)}
            className="group inline-flex items-center gap-2 rounded-full border border-border bg-surface px-6 py-3 text-sm font-semibold tracking-wide text-text transition hover:border-accent hover:text-accent active:translate-y-px"
          >
            {t('labels.show_more')}
            <LineIcon
              icon={ArrowRight}
              className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
            />
          </Link>
        </div>
      )}
    </div>
  );
}
