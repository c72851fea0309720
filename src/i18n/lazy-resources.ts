import type { BackendModule } from 'i18next';
import { retryImport } from '@/boot/retry-import';

// One chunk per language and namespace: a page loads only the texts of the language it shows. The error screen's
// texts are bundled instead (bundled-resources.ts).
const loaders = import.meta.glob<{ default: object }>([
  '/content/texts/*/*.json',
  '!/content/texts/*/errors.json',
]);

const fileOf = (language: string, namespace: string) =>
  namespace.startsWith('post/')
    ? `content/posts/${namespace.slice('post/'.length)}/${language}.md`
    : `content/texts/${language}/${namespace}.${namespace.startsWith('docs/') ? 'md' : 'json'}`;

/** The manifest key of a language's namespace chunk, for the prerender step's preload links. */
export const resourceFile = fileOf;

/** The module that lists the documentation chunks: preloaded with a page that shows a project's documentation. */
export const documentationLoadersFile = 'src/i18n/documentation-loaders.ts';

/** The module that lists the posts' chunks: preloaded with a post's page. */
export const postLoadersFile = 'src/i18n/post-loaders.ts';

/** The chunk that lists a namespace's chunks, for those that are not in the first chunk's own list. */
export function loadersFileOf(namespace: string): string | undefined {
  if (namespace.startsWith('docs/')) return documentationLoadersFile;
  return namespace.startsWith('post/') ? postLoadersFile : undefined;
}

/**
 * i18next backend over the translation chunks. A failed download is tried again here, each time as a new request
 * (retryImport: the spec's 5 retries from 350 ms, doubling); i18next's own retry would only call this again. A read
 * that failed on every try is reported as one that may be tried later (the language switcher's Try again).
 * i18next-resources-to-backend would drop that report, or wrap this code, and grow home's start (docs/decisions.md).
 */
export const lazyResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const key = `/${fileOf(language, namespace)}`;
    // A project's documentation and a post: their loaders come in chunks of their own, so that home's code does not
    // grow with them.
    (namespace.startsWith('post/')
      ? retryImport(() => import('./post-loaders')).then((m) => m.postLoaders[key])
      : key.endsWith('.md')
        ? retryImport(() => import('./documentation-loaders')).then((m) => m.documentationLoaders[key])
        : Promise.resolve(loaders[key])
    )
      .then((load) => load && retryImport(load))
      .then(
        (module) =>
          module
            ? callback(null, module.default as never)
            : callback(new Error(`No ${namespace} texts in ${language}`), false),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
  },
};
