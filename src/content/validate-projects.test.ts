import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { urlWordsOf } from '@/lib/routes';
import { fallbackLanguage, secondLanguage, singleLanguage } from '@/test/languages';
import { textsWith, validateWith } from '@/test/validate-with';
import { checkUrlSegments } from './validate';
import { projectsSource } from '../../content/projects';

// A project, a category and dependencies of the owner's shapes are accepted; others are refused naming the file and
// the field (src/test/validate-with.ts validates them as the build does).

const [project] = projectsSource;
if (!project) throw new Error('the content has no project');
/** The first project, without the sections a project may leave out. */
const { dependencies: _dependencies, features: _features, links: _links, ...bare } = project;

const withGroupTexts = (groups: Record<string, string>) =>
  textsWith((namespaces) => {
    const projects = namespaces['projects'] as { dependency_groups: object };
    namespaces['projects'] = { ...projects, dependency_groups: { ...projects.dependency_groups, ...groups } };
  });

/** The first project, with `dependencies`, validated. */
const withDependencies = (dependencies: unknown) => validateWith({ projects: [{ ...bare, dependencies }] });
const dependenciesField = 'content/projects.ts: projectsSource[0].dependencies';

const withCategoryTexts = (categories: Record<string, unknown>) =>
  textsWith((language) => {
    language['projects'] = { ...language['projects'], categories };
  });

describe('categories', () => {
  const own = [
    { id: 'web', slug: 'web' },
    { id: 'mobile_apps', slug: 'mobile-apps' },
  ];
  const ownTexts = {
    web: { name: 'Web', description: 'Sites and apps.' },
    mobile_apps: { name: 'Mobile', description: 'Phone apps.' },
  };

  it('accepts categories of the owner: any ids and number, each with its texts in every language', async () => {
    const content = await validateWith(
      { categories: own, projects: [{ ...project, categoryId: 'mobile_apps' }] },
      withCategoryTexts(ownTexts),
    );
    expect(content.categories.map((c) => c.id)).toEqual(['web', 'mobile_apps']);
  });

  it('refuses a project naming a category that does not exist', async () => {
    await expect(
      validateWith(
        { categories: own, projects: [{ ...project, categoryId: 'projects-web' }] },
        withCategoryTexts(ownTexts),
      ),
    ).rejects.toThrow(
      'content/projects.ts: projectsSource[0].categoryId: category "projects-web" does not exist in content/categories.ts (web, mobile_apps)',
    );
  });

  it('refuses a category id that cannot be a key of the locale files', async () => {
    await expect(validateWith({ categories: [{ id: 'web apps', slug: 'web' }] })).rejects.toThrow(
      'content/categories.ts: categoriesSource[0].id: must be letters, digits, - or _',
    );
  });

  it('refuses a category without its name or description in a language', async () => {
    const { mobile_apps: _dropped, ...onlyWeb } = ownTexts;
    await expect(
      validateWith(
        { categories: own, projects: [{ ...project, categoryId: 'web' }] },
        withCategoryTexts(onlyWeb),
      ),
    ).rejects.toThrow('content/texts/en/projects.json: categories.mobile_apps: missing');
    await expect(
      validateWith(
        { categories: own, projects: [{ ...project, categoryId: 'web' }] },
        withCategoryTexts({ ...ownTexts, web: { name: 'Web' } }),
      ),
    ).rejects.toThrow('content/texts/en/projects.json: categories.web.description:');
  });

  it("refuses a slug that the site's own paths take in a language's URLs", async () => {
    // Its URL words (the page word names the numbered pages of the projects lists: /proyectos/pagina/2).
    for (const slug of [...Object.values(urlWordsOf(fallbackLanguage)), ...languages, 'api']) {
      await expect(
        validateWith({ categories: [{ id: 'web', slug }] }, withCategoryTexts(ownTexts)),
      ).rejects.toThrow(`content/categories.ts: categoriesSource[0].slug: "${slug}" is already`);
    }
  });

  it('refuses two categories with one slug in a language, and a language the site does not have', async () => {
    await expect(
      validateWith({ categories: [own[0], { ...own[1], slug: 'web' }] }, withCategoryTexts(ownTexts)),
    ).rejects.toThrow(
      `content/categories.ts: categoriesSource[1].slug: "web" is already the slug of categoriesSource[0] in ${fallbackLanguage}'s URLs`,
    );
    await expect(
      validateWith(
        { categories: [{ ...own[0], slugs: { zz: 'web-zz' } }, own[1]] },
        withCategoryTexts(ownTexts),
      ),
    ).rejects.toThrow('content/categories.ts: categoriesSource[0].slugs: Unrecognized key: "zz"');
  });

  it.skipIf(singleLanguage)(
    "takes a category's own slug in a language, refusing one another category has there",
    async () => {
      const [web, mobile] = own;
      const content = await validateWith(
        {
          categories: [{ ...web, slugs: { [secondLanguage]: 'internet' } }, mobile],
          projects: [{ ...project, categoryId: 'web' }],
        },
        withCategoryTexts(ownTexts),
      );
      expect(content.categories[0]?.slugs).toEqual({ [secondLanguage]: 'internet' });
      await expect(
        validateWith(
          { categories: [web, { ...mobile, slugs: { [secondLanguage]: 'web' } }] },
          withCategoryTexts(ownTexts),
        ),
      ).rejects.toThrow(
        `content/categories.ts: categoriesSource[1].slugs.${secondLanguage}: "web" is already the slug of categoriesSource[0] in ${secondLanguage}'s URLs`,
      );
    },
  );
});

describe('projects', () => {
  it('accepts a project without features, links, dependencies or videos', async () => {
    const content = await validateWith({ projects: [bare] });
    expect(content.projects[0]?.features).toBeUndefined();
    const inWords = (project.features ?? []).map(({ source: _source, ...feature }) => feature);
    const { projects } = await validateWith({ projects: [{ ...bare, features: inWords, links: {} }] });
    expect(projects[0]?.features?.every((feature) => !feature.source)).toBe(true);
  });

  it('refuses features that are not a list, or a feature of another shape, naming the field', async () => {
    await expect(validateWith({ projects: [{ ...bare, features: {} }] })).rejects.toThrow(
      'content/projects.ts: projectsSource[0].features: Invalid input: expected array',
    );
    await expect(
      validateWith({ projects: [{ ...bare, features: [{ id: 'demo', video: '/videos/demo.webm' }] }] }),
    ).rejects.toThrow('content/projects.ts: projectsSource[0].features[0]: Unrecognized key: "video"');
  });
});

describe('dependencies', () => {
  const go = {
    group: 'worker',
    manifest: 'go.mod',
    packages: ['github.com/jackc/pgx/v5', 'golang.org/x/sync'],
  };

  it('accepts lists of any ecosystem, under the owner’s groups or none, and no dependencies at all', async () => {
    const lists = [
      go,
      { manifest: 'pyproject.toml', packages: ['fastapi', 'sqlalchemy'] },
      { group: 'backend', manifest: 'Cargo.toml', packages: ['tokio'] },
      { group: 'plugins', packages: ['Laravel Breeze'] },
    ];
    const content = await validateWith(
      { projects: [{ ...bare, dependencies: lists }] },
      withGroupTexts({ worker: 'Worker' }),
    );
    expect(content.projects[0]?.dependencies).toEqual(lists);
    await expect(validateWith({ projects: [bare] })).resolves.toBeTruthy();
    await expect(validateWith({ projects: [{ ...bare, dependencies: [] }] })).resolves.toBeTruthy();
  });

  it('still reads the earlier shape (plugins, backend composerJSON and packageJSON, frontend packageJSON)', async () => {
    const earlier = {
      hasDependencies: true,
      plugins: ['Laravel UI'],
      backend: { composerJSON: ['laravel/framework'], packageJSON: [] },
      frontend: { packageJSON: ['vue'] },
    };
    await expect(validateWith({ projects: [{ ...bare, dependencies: earlier }] })).resolves.toBeTruthy();
    await expect(
      validateWith({ projects: [{ ...bare, dependencies: { ...earlier, hasDependencies: 'yes' } }] }),
    ).rejects.toThrow(
      'content/projects.ts: projectsSource[0].dependencies.hasDependencies: Invalid input: expected boolean',
    );
  });

  it('refuses a list without packages, without group or manifest, or of another shape, naming the field', async () => {
    const field = dependenciesField;
    await expect(withDependencies([{ group: 'backend', manifest: 'go.mod', packages: [] }])).rejects.toThrow(
      `${field}[0].packages: list at least one package`,
    );
    await expect(withDependencies([{ packages: ['react'] }])).rejects.toThrow(
      `${field}[0].group: name its group, its manifest, or both`,
    );
    await expect(withDependencies([{ group: 'backend', goMod: ['pgx'] }])).rejects.toThrow(
      `${field}[0]: Unrecognized key: "goMod"`,
    );
    await expect(withDependencies([{ group: 'back end', packages: ['pgx'] }])).rejects.toThrow(
      `${field}[0].group: must be letters, digits, - or _`,
    );
  });

  it('refuses a group whose name is missing in a language', async () => {
    const [language = 'en'] = languages;
    await expect(validateWith({ projects: [{ ...bare, dependencies: [go] }] })).rejects.toThrow(
      `content/texts/${language}/projects.json: dependency_groups.worker: missing (the name of a dependency group of ${bare.slug})`,
    );
  });
});

describe('URL words and category slugs per language', () => {
  const german = { code: 'de', urlWords: { projects: 'projekte', page: 'seite', resume: 'lebenslauf' } };
  const languagesWith = (urlWords: Record<string, string>) => [{ code: 'en' }, { ...german, urlWords }];

  it("accepts a language's own words and a category's own slug there, the defaults for the rest", () => {
    expect(() =>
      checkUrlSegments(
        [{ code: 'en' }, german],
        [{ slug: 'web', slugs: { de: 'netz' } }, { slug: 'proyectos-web' }],
      ),
    ).not.toThrow();
  });

  it('refuses two pages of one language at one URL, naming the file and the field', () => {
    expect(() => checkUrlSegments(languagesWith({ projects: 'projekte', resume: 'projekte' }), [])).toThrow(
      `content/languages.ts: siteLanguages[1].urlWords.resume: "projekte" (set) is already the projects word in de's URLs`,
    );
    // A word left to its default counts too: German's résumé at /de/cv, its not-found page too.
    expect(() => checkUrlSegments(languagesWith({ notFound: 'cv' }), [])).toThrow(
      'content/languages.ts: siteLanguages[1].urlWords.notFound: "cv" (set) is already the resume word',
    );
    expect(() => checkUrlSegments(languagesWith({ projects: 'en' }), [])).toThrow(
      'content/languages.ts: siteLanguages[1].urlWords.projects: "en" (set) is already a reserved segment',
    );
    expect(() =>
      checkUrlSegments([{ code: 'en' }, german], [{ slug: 'web', slugs: { de: 'lebenslauf' } }]),
    ).toThrow(
      `content/categories.ts: categoriesSource[0].slugs.de: "lebenslauf" is already the resume word in de's URLs`,
    );
    // The sample's words stay English's: a German slug of one of them is another page there.
    expect(() =>
      checkUrlSegments([{ code: 'en' }, german], [{ slug: 'proyectos', slugs: { de: 'web' } }]),
    ).toThrow(
      `content/categories.ts: categoriesSource[0].slug: "proyectos" is already the projects word in en's URLs`,
    );
  });
});
