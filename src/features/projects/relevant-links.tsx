import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import type { ProjectDocumentation } from '@/content';

const linkLabels = [
  ['repository', 'labels.repository'],
  ['backendRepository', 'labels.backend_repository'],
  ['frontendRepository', 'labels.frontend_repository'],
  ['website', 'labels.website'],
] as const;

/** Whether a project has any link to show (without one, its page has no Relevant Links section). */
export const hasLinks = (links: ProjectDocumentation['links']) => linkLabels.some(([field]) => links[field]);

/** The project's repositories (one, or a backend and a frontend one) and its site, each in a new tab. */
export function RelevantLinks({ links }: { links: ProjectDocumentation['links'] }) {
  const { t } = useTranslation('projects');
  return (
    <ul className="flex flex-col gap-2">
      {linkLabels.map(([field, label]) => {
        const href = links[field];
        return href ? (
          <li key={field}>
            <ExternalLink
              href={href}
              className="print-url flex items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm font-medium text-text transition hover:border-accent hover:text-accent"
            >
              <span>{t(label)}</span>
              <span aria-hidden="true">↗</span>
              <span className="sr-only">{t('labels.new_tab')}</span>
            </ExternalLink>
          </li>
        ) : null;
      })}
    </ul>
  );
}
