import { describe, expect, it } from 'vitest';
import { lazyResources, resourceFile } from './lazy-resources';
import { fallbackLanguage, languages } from './languages';
import { projectsSource } from '../../content/projects';
import { bundledNamespace, documentationNamespace, namespaces } from './namespaces';
import { resources } from './resources';

import { secondLanguage } from '@/test/languages';
const read = (language: string, namespace: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no callback')), 5000);
    lazyResources.read(language, namespace, (error, data) => {
      clearTimeout(timer);
      resolve({ error, data });
    });
  });

describe('lazy translation chunks', () => {
  it('load every downloaded namespace of every language, the same texts the server renders with', async () => {
    for (const language of languages) {
      for (const namespace of namespaces.filter((name) => name !== bundledNamespace)) {
        expect(await read(language, namespace)).toEqual({
          error: null,
          data: resources[language][namespace],
        });
      }
    }
  });

  it("load a project's documentation, compiled from its Markdown, as the server renders it", async () => {
    for (const language of languages) {
      const namespace = documentationNamespace(projectsSource[0]?.slug ?? '');
      expect(await read(language, namespace)).toEqual({ error: null, data: resources[language][namespace] });
    }
    expect(await read(fallbackLanguage, 'docs/no-such-project')).toEqual({
      error: expect.any(Error),
      data: false,
    });
  });

  it('refuse an unknown language or namespace without asking i18next to retry', async () => {
    // The callback's second argument tells i18next whether to retry.
    expect(await read('fr', 'global')).toEqual({ error: expect.any(Error), data: false });
    expect(await read(fallbackLanguage, 'nope')).toEqual({ error: expect.any(Error), data: false });
  });

  it('leave out the bundled error screen texts, which are never downloaded', async () => {
    expect(await read(secondLanguage, bundledNamespace)).toEqual({ error: expect.any(Error), data: false });
  });

  it('name the manifest key of each chunk', () => {
    expect(resourceFile(secondLanguage, 'projects')).toBe(`content/texts/${secondLanguage}/projects.json`);
  });
});
