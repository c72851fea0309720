import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { languages } from '@/i18n/languages';

// What an owner may write in the content modules, and what the build refuses, naming the file and the field: each
// shape is validated as the build validates it, with the module it lives in replaced by the test's own content.

type Texts = Record<string, Record<string, Record<string, unknown>>>;
const texts = () => structuredClone(resources) as unknown as Texts;
/** The site's texts, with `edit` applied to every language's namespaces. */
function textsWith(edit: (namespaces: Record<string, Record<string, unknown>>) => void) {
  const translations = texts();
  for (const language of languages) edit(translations[language] ?? {});
  return translations;
}

interface Sources {
  categories?: unknown[];
  projects?: unknown[];
  profile?: unknown;
}

async function validateWith(sources: Sources, translations: Texts = texts()) {
  vi.resetModules();
  if (sources.categories)
    vi.doMock('./categories', async () => ({
      ...(await vi.importActual<object>('./categories')),
      categoriesSource: sources.categories,
    }));
  if (sources.projects)
    vi.doMock('./projects', async () => ({
      ...(await vi.importActual<object>('./projects')),
      projectsSource: sources.projects,
    }));
  if (sources.profile)
    vi.doMock('./profile', async () => ({
      ...(await vi.importActual<object>('./profile')),
      profileSource: sources.profile,
    }));
  const { validateContent } = await import('./validate');
  return validateContent(translations as never);
}

afterEach(() => {
  vi.doUnmock('./categories');
  vi.doUnmock('./projects');
  vi.doUnmock('./profile');
});

const { projectsSource } = await vi.importActual<typeof import('./projects')>('./projects');
const { profileSource } = await vi.importActual<typeof import('./profile')>('./profile');
const [project] = projectsSource;
if (!project) throw new Error('the content has no project');

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
      'src/content/projects.ts: projectsSource[0].categoryId: category "projects-web" does not exist in src/content/categories.ts (web, mobile_apps)',
    );
  });

  it('refuses a category id that cannot be a key of the locale files', async () => {
    await expect(validateWith({ categories: [{ id: 'web apps', slug: 'web' }] })).rejects.toThrow(
      'src/content/categories.ts: categoriesSource[0].id: must be letters, digits, - or _',
    );
  });

  it('refuses a category without its name or description in a language', async () => {
    const { mobile_apps: _dropped, ...onlyWeb } = ownTexts;
    await expect(
      validateWith(
        { categories: own, projects: [{ ...project, categoryId: 'web' }] },
        withCategoryTexts(onlyWeb),
      ),
    ).rejects.toThrow('src/i18n/locales/en/projects.json: categories.mobile_apps: missing');
    await expect(
      validateWith(
        { categories: own, projects: [{ ...project, categoryId: 'web' }] },
        withCategoryTexts({ ...ownTexts, web: { name: 'Web' } }),
      ),
    ).rejects.toThrow('src/i18n/locales/en/projects.json: categories.web.description:');
  });

  it("refuses a slug that the site's own paths take", async () => {
    for (const slug of ['proyectos', 'not-found', ...languages, 'api']) {
      await expect(
        validateWith({ categories: [{ id: 'web', slug }] }, withCategoryTexts(ownTexts)),
      ).rejects.toThrow(`src/content/categories.ts: categoriesSource[0].slug: "${slug}" is taken`);
    }
  });
});

describe('the home page’s lists', () => {
  const [language = 'en'] = languages;
  const withLists = (typing: string[], paragraphs: string[]) =>
    textsWith((namespaces) => {
      const global = namespaces['global'] as { hero: object };
      const home = namespaces['home'] as { about: object };
      namespaces['global'] = { ...global, hero: { ...global.hero, typing } };
      namespaces['home'] = { ...home, about: { ...home.about, paragraphs } };
    });

  it('accepts any number of typing phrases and about-me paragraphs, one or more', async () => {
    await expect(validateWith({}, withLists(['Developer'], ['One paragraph.']))).resolves.toBeTruthy();
    const many = Array.from({ length: 8 }, (_, index) => `Item ${index + 1}`);
    await expect(validateWith({}, withLists(many, many.slice(0, 2)))).resolves.toBeTruthy();
  });

  it('refuses none, or an empty one, naming the file and the key', async () => {
    await expect(validateWith({}, withLists([], ['One paragraph.']))).rejects.toThrow(
      `src/i18n/locales/${language}/global.json: hero.typing: write at least one phrase`,
    );
    await expect(validateWith({}, withLists(['Developer'], []))).rejects.toThrow(
      `src/i18n/locales/${language}/home.json: about.paragraphs: write at least one paragraph`,
    );
    await expect(validateWith({}, withLists(['Developer', ''], ['One.']))).rejects.toThrow(
      `src/i18n/locales/${language}/global.json: hero.typing[1]:`,
    );
  });
});

describe('social links', () => {
  const github = { id: 'github', href: 'https://github.com/someone' };
  const linkedin = { id: 'linkedin', href: 'https://www.linkedin.com/in/someone' };
  const withSocials = (socials: unknown[]) => ({ profile: { ...profileSource, socials } });

  it('accepts any of the known networks, one, two or none, in the owner’s order', async () => {
    for (const socials of [[github], [linkedin, github], []]) {
      const content = await validateWith(withSocials(socials));
      expect(content.profile.socials).toEqual(socials);
    }
  });

  it('refuses a network it does not know, naming the field and where to add it', async () => {
    await expect(
      validateWith(withSocials([github, { id: 'myspace', href: 'https://myspace.com/someone' }])),
    ).rejects.toThrow(
      'src/content/profile.ts: socials[1].id: is not a known network (linkedin, github, youtube): add it to src/content/social-networks.ts',
    );
  });

  it('refuses a network twice, a tooltip of its own and a link that is not https', async () => {
    await expect(validateWith(withSocials([github, github]))).rejects.toThrow(
      'src/content/profile.ts: socials[1].id: duplicate value "github"',
    );
    await expect(validateWith(withSocials([{ ...github, tooltip: 'github' }]))).rejects.toThrow(
      'src/content/profile.ts: socials[0]: Unrecognized key: "tooltip"',
    );
    await expect(
      validateWith(withSocials([{ ...github, href: 'http://github.com/someone' }])),
    ).rejects.toThrow('src/content/profile.ts: socials[0].href:');
  });

  it('refuses a network whose name is missing in a language', async () => {
    const [, language = 'en'] = languages;
    const translations = texts();
    const global = translations[language]?.['global'] as { social: Record<string, string> };
    delete global.social['github'];
    await expect(validateWith(withSocials([github]), translations)).rejects.toThrow(
      `src/i18n/locales/${language}/global.json: social.github: missing (the name of the github link)`,
    );
  });
});

describe('projects', () => {
  const { features = [], links: _links, ...bare } = project;

  it('accepts a project without features, links or videos', async () => {
    const content = await validateWith({ projects: [bare] });
    expect(content.projects[0]?.features).toBeUndefined();
    const inWords = features.map(({ source: _source, ...feature }) => feature);
    const { projects } = await validateWith({ projects: [{ ...bare, features: inWords, links: {} }] });
    expect(projects[0]?.features?.every((feature) => !feature.source)).toBe(true);
  });

  it('refuses features that are not a list, or a feature of another shape, naming the field', async () => {
    await expect(validateWith({ projects: [{ ...bare, features: {} }] })).rejects.toThrow(
      'src/content/projects.ts: projectsSource[0].features: Invalid input: expected array',
    );
    await expect(
      validateWith({ projects: [{ ...bare, features: [{ id: 'demo', video: '/videos/demo.webm' }] }] }),
    ).rejects.toThrow('src/content/projects.ts: projectsSource[0].features[0]: Unrecognized key: "video"');
  });
});

describe('dependencies', () => {
  const { dependencies: _dependencies, ...bare } = project;
  const withGroupTexts = (groups: Record<string, string>) =>
    textsWith((namespaces) => {
      const projects = namespaces['projects'] as { dependency_groups: object };
      namespaces['projects'] = {
        ...projects,
        dependency_groups: { ...projects.dependency_groups, ...groups },
      };
    });
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
      'src/content/projects.ts: projectsSource[0].dependencies.hasDependencies: Invalid input: expected boolean',
    );
  });

  it('refuses a list without packages, without group or manifest, or of another shape, naming the field', async () => {
    const refused = async (dependencies: unknown[], message: string) =>
      expect(validateWith({ projects: [{ ...bare, dependencies }] })).rejects.toThrow(
        `src/content/projects.ts: projectsSource[0].dependencies${message}`,
      );
    await refused(
      [{ group: 'backend', manifest: 'go.mod', packages: [] }],
      '[0].packages: list at least one package',
    );
    await refused([{ packages: ['react'] }], '[0].group: name its group, its manifest, or both');
    await refused([{ group: 'backend', goMod: ['pgx'] }], '[0]: Unrecognized key: "goMod"');
    await refused([{ group: 'back end', packages: ['pgx'] }], '[0].group: must be letters, digits, - or _');
  });

  it('refuses a group whose name is missing in a language', async () => {
    const [language = 'en'] = languages;
    await expect(validateWith({ projects: [{ ...bare, dependencies: [go] }] })).rejects.toThrow(
      `src/i18n/locales/${language}/projects.json: dependency_groups.worker: missing (the name of a dependency group of ${bare.slug})`,
    );
  });
});

describe('the photo', () => {
  const withImage = (image: unknown) => ({ profile: { ...profileSource, image } });

  it('accepts one PNG, JPEG, WebP or AVIF file, or the widths npm run add-photo writes', async () => {
    for (const path of ['/me.png', '/me.jpg', '/me.JPEG', '/me.webp', '/me.avif']) {
      const content = await validateWith(withImage({ path, width: 800, height: 1000 }));
      expect(content.profile.image.path).toBe(path);
    }
    const responsive = { path: '/images/me-960.webp', widths: [320, 960], width: 960, height: 960 };
    await expect(validateWith(withImage(responsive))).resolves.toBeTruthy();
  });

  it('refuses another format, a size missing, and widths whose path is not the largest WebP', async () => {
    const refused = async (image: unknown, message: string) =>
      expect(validateWith(withImage(image))).rejects.toThrow(`src/content/profile.ts: image${message}`);
    await refused(
      { path: '/me.gif', width: 400, height: 400 },
      '.path: must be a PNG, JPEG, WebP or AVIF picture',
    );
    await refused({ path: '/me.heic', width: 400, height: 400 }, '.path: must be a PNG, JPEG, WebP or AVIF');
    await refused({ path: '/me.png', width: 400 }, '.height:');
    await refused(
      { path: '/images/me-320.webp', widths: [320, 960], width: 960, height: 960 },
      '.path: with widths, path must be the largest WebP file',
    );
  });
});
