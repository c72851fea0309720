import { useTranslation } from 'react-i18next';
import type { ProjectDocumentation } from '@/content';

function Packages({ title, file, items }: { title: string; file?: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-text">
        {title} {file && <span className="font-mono text-xs font-normal text-muted">{file}</span>}
      </h4>
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

/** Plugins and the packages of the backend and frontend manifests, or the spec's no-dependency sentence. */
export function DependencyList({ dependencies }: { dependencies: ProjectDocumentation['dependencies'] }) {
  const { t } = useTranslation('projects');
  if (!dependencies.hasDependencies) return <p className="text-muted">{t('labels.no_dependencies')}</p>;
  const composer = t('labels.composer_json');
  const npm = t('labels.package_json');
  return (
    <div className="space-y-5">
      <Packages title={t('labels.plugins')} items={dependencies.plugins} />
      <Packages title={t('labels.backend')} file={composer} items={dependencies.backend.composerJSON} />
      <Packages title={t('labels.backend')} file={npm} items={dependencies.backend.packageJSON} />
      <Packages title={t('labels.frontend')} file={npm} items={dependencies.frontend.packageJSON} />
    </div>
  );
}
