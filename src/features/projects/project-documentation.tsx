import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import type { ProjectDocumentation as Documentation } from '@/content';

const linkKeys = [
  ['repository', 'labels.repository'],
  ['backendRepository', 'labels.backend_repository'],
  ['frontendRepository', 'labels.frontend_repository'],
  ['website', 'labels.website'],
] as const;

function PackageList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-text">{title}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-md bg-surface-raised px-2 py-1 font-mono text-xs text-muted">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A project's documentation: description, dependencies and links. */
export function ProjectDocumentation({ documentation }: { documentation: Documentation }) {
  const { t } = useTranslation('projects');
  const { links, dependencies } = documentation;
  const backend = [...dependencies.backend.composerJSON, ...dependencies.backend.packageJSON];

  return (
    <section aria-labelledby="documentation-title" className="mt-12 space-y-10">
      <h2 id="documentation-title" className="text-2xl font-bold text-text">
        {t('labels.documentation')}
      </h2>

      <div>
        <h3 className="text-xl font-semibold text-text">{t('labels.more_about')}</h3>
        <div className="mt-3 max-w-3xl space-y-3 text-muted">
          {documentation.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <div>
        <h3 className="text-xl font-semibold text-text">{t('labels.dependencies')}</h3>
        {dependencies.hasDependencies ? (
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            <PackageList title={t('labels.plugins')} items={dependencies.plugins} />
            <PackageList title={t('labels.backend')} items={backend} />
            <PackageList title={t('labels.frontend')} items={dependencies.frontend.packageJSON} />
          </div>
        ) : (
          <p className="mt-3 text-muted">{t('labels.no_dependencies')}</p>
        )}
      </div>

      <div>
        <h3 className="text-xl font-semibold text-text">{t('labels.relevant_links')}</h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {linkKeys.map(([field, label]) => {
            const href = links[field];
            return href ? (
              <li key={field}>
                <ExternalLink
                  href={href}
                  className="inline-block rounded-full border border-border px-4 py-2 text-sm text-text hover:border-accent"
                >
                  {t(label)}
                </ExternalLink>
              </li>
            ) : null;
          })}
        </ul>
      </div>
    </section>
  );
}
