import type { Dependencies, DependencyList, LegacyDependencies } from './schemas';

/** The lists the earlier shape stands for, in the order its page showed them; the empty ones left out. */
function fromLegacy(dependencies: LegacyDependencies): DependencyList[] {
  if (!dependencies.hasDependencies) return [];
  const lists: DependencyList[] = [
    { group: 'plugins', packages: dependencies.plugins },
    { group: 'backend', manifest: 'composer.json', packages: dependencies.backend.composerJSON },
    { group: 'backend', manifest: 'package.json', packages: dependencies.backend.packageJSON },
    { group: 'frontend', manifest: 'package.json', packages: dependencies.frontend.packageJSON },
  ];
  return lists.filter((list) => list.packages.length > 0);
}

/**
 * A project's dependency lists as its page shows them, from either shape of `dependencies` (see dependenciesSchema);
 * none when it has none.
 */
export function dependencyLists(dependencies: Dependencies | undefined): DependencyList[] {
  if (!dependencies) return [];
  return Array.isArray(dependencies) ? dependencies : fromLegacy(dependencies);
}
