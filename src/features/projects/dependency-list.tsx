import { useTranslation } from 'react-i18next';
import type { DependencyList as List } from '@/content';

/**
 * A project's dependency lists, each under its group's name and its manifest's file name, in the order the project
 * gives them; or the spec's no-dependency sentence.
 */
export function DependencyList({ lists }: { lists: readonly List[] }) {
  const { t } = useTranslation('projects');
  if (lists.length === 0) return <p className="text-muted">{t('labels.no_dependencies')}</p>;
  // Every group has its name in every language (validated at build); the key is typed as one of the sample's.
  const groupName = (group: string) => t(`dependency_groups.${group}` as 'dependency_groups.backend');
  return (
    <div className="space-y-5">
      {lists.map(({ group, manifest, packages }, index) => (
        <div key={index}>
          <h4 className="text-sm font-semibold text-text">
            {group && groupName(group)}{' '}
            {manifest && <span className="font-mono text-xs font-normal text-muted">{manifest}</span>}
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {packages.map((item) => (
              <li key={item} className="rounded-md bg-surface-raised px-2 py-1 font-mono text-xs text-muted">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
