import { z } from 'zod';
import type { SiteLanguage } from './languages';
import { languages } from '@/i18n/languages';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug');
const publicPath = z.string().regex(/^\/[\w./-]+$/, 'must be a path under content/public/, starting with /');
const httpsUrl = z.url({ protocol: /^https$/ });

/** The key of a text in the locale files, such as a category's id: letters, digits, `-` and `_`. */
const textKey = z
  .string()
  .regex(/^[A-Za-z0-9][\w-]*$/, 'must be letters, digits, - or _ (it is a key of the locale files)');

/**
 * A project category's id, free: projects name it in `categoryId`, and its name and description are
 * `categories.{id}` in each language's projects.json.
 */
export const categoryIdSchema = textKey;
export type CategoryId = z.infer<typeof categoryIdSchema>;

/** A label shown as written, or a key of the `global` namespace to translate. */
export const labelSchema = z.union([z.string().min(1), z.object({ i18nKey: z.string().min(1) }).strict()]);

/** A skill shown in the skills section and as a project's technology chip. */
export const skillSchema = z
  .object({
    id: z.number().int().positive(),
    img_path: publicPath,
    label: labelSchema,
  })
  .strict();
export type Skill = z.infer<typeof skillSchema>;

const widths = z.array(z.number().int().positive()).min(1);
/** A picture with `widths` names its largest WebP file, so that the file of each width and format follows from it. */
const isLargestWebp = (image: { path: string; widths?: number[] | undefined }) =>
  !image.widths || image.path.endsWith(`-${Math.max(...image.widths)}.webp`);
const notLargestWebp = {
  message: 'with widths, path must be the largest WebP file, named {name}-{largest width}.webp',
  path: ['path'],
};

/**
 * One picture of a project; the first one is the cover. `path` is its largest WebP file, named `{name}-{width}.webp`.
 * Each width in `widths` also exists beside it as `{name}-{width}.webp` and `{name}-{width}.avif`, so that browsers
 * pick the size and format they need (samples/project-screenshots.mjs writes them).
 */
export const imageSchema = z
  .object({ id: z.number().int().nonnegative(), path: publicPath, widths: widths.optional() })
  .strict()
  .refine(isLargestWebp, notLargestWebp);
export type ProjectImage = z.infer<typeof imageSchema>;

/**
 * One list of a project's dependencies, as its page shows it: the packages of one manifest of any ecosystem
 * (`package.json`, `composer.json`, `go.mod`, `requirements.txt`, `Cargo.toml`, `pom.xml`, `*.csproj`…, shown as
 * written), under a group: `backend`, `frontend`, `plugins` or one of the owner's, whose name in each language is
 * `dependency_groups.{group}` in projects.json. Either may be left out, not both.
 */
export const dependencyListSchema = z
  .object({
    group: textKey.optional(),
    manifest: z
      .string()
      .regex(/^\S+$/, 'must be the file name of a manifest, such as package.json or go.mod')
      .optional(),
    packages: z.array(z.string().min(1)).min(1, 'list at least one package, or remove this list'),
  })
  .strict()
  .refine((list) => list.group !== undefined || list.manifest !== undefined, {
    message: 'name its group, its manifest, or both',
    path: ['group'],
  });
export type DependencyList = z.infer<typeof dependencyListSchema>;

/**
 * The earlier shape of `dependencies`, still read: plugins, then the Composer and npm packages of the backend and the
 * npm packages of the frontend. It shows as the lists `plugins`, `backend` composer.json, `backend` package.json and
 * `frontend` package.json.
 */
export const legacyDependenciesSchema = z
  .object({
    hasDependencies: z.boolean(),
    plugins: z.array(z.string().min(1)),
    backend: z
      .object({ composerJSON: z.array(z.string().min(1)), packageJSON: z.array(z.string().min(1)) })
      .strict(),
    frontend: z.object({ packageJSON: z.array(z.string().min(1)) }).strict(),
  })
  .strict();
export type LegacyDependencies = z.infer<typeof legacyDependenciesSchema>;

/** What a project depends on, as listed on its detail page: its lists in order (none: it has no dependencies). */
export const dependenciesSchema = z.union([z.array(dependencyListSchema), legacyDependenciesSchema]);
export type Dependencies = z.infer<typeof dependenciesSchema>;

/**
 * A hosted video: a file on a media host or under content/public/ (with its poster), or a video platform's id (with an optional
 * local poster, so that nothing is fetched from the platform before a click).
 */
export const videoSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), src: z.union([httpsUrl, publicPath]), poster: publicPath }).strict(),
  z
    .object({
      kind: z.literal('youtube'),
      id: z.string().regex(/^[\w-]{11}$/, 'must be an 11-character video id'),
      poster: publicPath.optional(),
    })
    .strict(),
]);

/**
 * A highlighted feature of a project. Its title and optional caption are translated in `projects.json` under
 * `items.{slug}.features.{id}`; with a `source` it is shown as a video, otherwise in words only.
 */
export const featureSchema = z
  .object({ id: slug, source: videoSourceSchema.optional(), hasCaption: z.boolean().default(false) })
  .strict();

/** External links of a project: one repository, or a backend and a frontend one, and a live site; any or none. */
export const projectLinksSchema = z
  .object({
    repository: httpsUrl.optional(),
    backendRepository: httpsUrl.optional(),
    frontendRepository: httpsUrl.optional(),
    website: httpsUrl.optional(),
  })
  .strict();

const text = z.string().min(1);

/**
 * A project's documentation in one language, compiled from its Markdown file `content/texts/{code}/docs/{slug}.md`
 * (build/plugins/project-docs.ts): the extended description, the feature titles and captions (front matter, by feature id),
 * and an optional article: a title, paragraphs and titled lists (contributions, organization).
 */
export const documentationTextSchema = z
  .object({
    description: z.array(text).min(1),
    features: z.record(z.string(), z.object({ title: text, caption: text.optional() }).strict()),
    article: z
      .object({
        title: text,
        paragraphs: z.array(text),
        lists: z.array(z.object({ title: text, items: z.array(text).min(1) }).strict()),
      })
      .strict()
      .optional(),
  })
  .strict();
export type DocumentationTexts = z.infer<typeof documentationTextSchema>;
export type ProjectArticle = NonNullable<DocumentationTexts['article']>;

/** The language-independent facts of a project. Its texts live in the `projects` namespace under `items.{slug}`. */
export const projectFactsSchema = z
  .object({
    slug,
    categoryId: categoryIdSchema,
    technologies_used: z.array(z.number().int().positive()),
    /** A new project has none until `npm run add-images` writes them (the build then warns). */
    images: z.array(imageSchema),
    /** Without a link, its page has no Relevant Links section. */
    links: projectLinksSchema.optional(),
    /** Without it (or with an empty list) its page says it has no external dependencies. */
    dependencies: dependenciesSchema.optional(),
    /** Its highlighted features, each with a video or in words; without any, its page has no such section. */
    features: z.array(featureSchema).optional(),
  })
  .strict();
export type ProjectFacts = z.infer<typeof projectFactsSchema>;

/**
 * The language-independent facts of a category: its id and the URL segment of its pages (`/proyectos/{slug}`, and
 * `/{slug}/{project}` for its projects), with another segment for a language whose URLs say it otherwise (`slugs`).
 * Its name and description live in `projects` under `categories.{id}`.
 */
export const categoryFactsSchema = z
  .object({
    id: categoryIdSchema,
    slug,
    /** The category's segment in a language whose URLs say it otherwise (`{ de: 'web-anwendungen' }`), by code. */
    slugs: z.partialRecord(z.enum(languages), slug).optional(),
  })
  .strict();
export type CategoryFacts = z.infer<typeof categoryFactsSchema>;

/** A category's texts in one language (`projects` namespace, `categories.{id}`). */
export const categoryTextSchema = z
  .object({ name: z.string().min(1), description: z.string().min(1) })
  .strict();

/**
 * Short texts of a project in one language (`projects` namespace, `items.{slug}`): its title, the sentence of its
 * card, and the alternative text of each picture by its id. The long-form documentation is Markdown (docs/{slug}.md).
 */
export const projectTextSchema = z
  .object({
    title: text,
    short_description: text,
    pictures: z.record(z.string(), text),
  })
  .strict();

/** A project as the spec's entity: facts and texts of one language joined. */
export const projectSchema = z.object({
  title: z.string().min(1),
  technologies_used: z.array(z.number().int().positive()),
  short_description: z.string().min(1),
  slug,
  images: z.array(imageSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** A category as the spec's entity, with its projects in one language. */
export const categorySchema = z.object({
  id: categoryIdSchema,
  category: z.string().min(1),
  description: z.string().min(1),
  slug,
  projects: z.array(projectSchema),
});
export type Category = z.infer<typeof categorySchema>;

/** A project's documentation in one language: links, dependencies, extended description and features. */
export const projectDocumentationSchema = z.object({
  links: projectLinksSchema,
  dependencies: z.array(dependencyListSchema),
  description: z.array(z.string().min(1)),
  article: documentationTextSchema.shape.article,
  features: z.array(
    z.object({
      id: slug,
      title: z.string().min(1),
      source: videoSourceSchema.optional(),
      caption: z.string().optional(),
    }),
  ),
});
export type ProjectDocumentation = z.infer<typeof projectDocumentationSchema>;
export type ProjectFeature = ProjectDocumentation['features'][number];
export type VideoSource = z.infer<typeof videoSourceSchema>;

/**
 * The lists of the home page that an owner writes in each language, as many items as they like but at least one:
 * the typing line's phrases (`hero.typing` in global.json) and the about-me paragraphs (`about.paragraphs` in
 * home.json). Other keys of those files are checked against English by the unit tests.
 */
export const heroTextsSchema = z.object({
  hero: z.object({ typing: z.array(text).min(1, 'write at least one phrase') }),
});
export const aboutTextsSchema = z.object({
  about: z.object({ paragraphs: z.array(text).min(1, 'write at least one paragraph') }),
});

/** A language of the site (content/languages.ts): its code, switcher label and flag, Open Graph locale, not-found picture. */
export const siteLanguageSchema = z
  .object({
    code: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter ISO 639-1 code in lower case'),
    label: z.string().min(1),
    flag: publicPath,
    locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be a locale such as en_US'),
    notFoundImage: publicPath,
    direction: z.enum(['ltr', 'rtl']).optional(),
    font: z
      .string()
      .regex(
        /^[^/\\.][^/\\]*\.(?:ttf|otf|woff2?)$/i,
        'must be the name of a font file in content/fonts/ (.ttf, .otf, .woff or .woff2), such as NotoSansArabic.ttf',
      )
      .optional(),
    urlWords: z
      .object({ projects: slug, page: slug, resume: slug, notFound: slug, blog: slug, tags: slug })
      .partial()
      .strict()
      .optional(),
  })
  .strict() satisfies z.ZodType<SiteLanguage>;

/** A navbar entry: `name` is the key under `navbar.` and `url` the in-page anchor. */
export const navItemSchema = z.object({ name: z.string().min(1), url: z.string().startsWith('/') });
export type NavItem = z.infer<typeof navItemSchema>;

/**
 * A link to one of the owner's profiles, on any network, described here whole: `id` names it (its name in each
 * language, the link's tooltip and accessible name, is `social.{id}` in that language's global.json), `href` is the
 * profile's address and `icon` a file under content/public/ (an SVG under icons/social/ is drawn from the page's own
 * symbols, in the text colour). Every profile link says `rel="me"`, so that a network that verifies links back to a
 * profile (Mastodon, say) can find it.
 */
export const socialLinkSchema = z
  .object({
    id: textKey,
    href: httpsUrl,
    icon: publicPath,
  })
  .strict();
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * The owner's photo, shown square (the middle of a photo that is not). `npm run add-photo -- <picture>` makes it from
 * any PNG, JPEG, WebP or AVIF file: `path` is then its largest WebP file and `widths` its sizes, each also in AVIF,
 * as for a project's pictures. One PNG, JPEG, WebP or AVIF file under content/public/ also does, without `widths`.
 * `width` and `height` are its largest file's, for the page to keep its place before it loads.
 */
export const photoSchema = z
  .object({
    path: publicPath.regex(
      /\.(png|jpe?g|webp|avif)$/i,
      'must be a PNG, JPEG, WebP or AVIF picture (.png, .jpg, .jpeg, .webp or .avif)',
    ),
    widths: widths.optional(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict()
  .refine(isLargestWebp, notLargestWebp);

/** The site's settings (content/site.ts): where it is published, and how its lists are cut into pages. */
export const siteSchema = z
  .object({
    /** Checked when the site builds (build/site-url.ts), with SITE_URL, which overrides it for one build. */
    url: z.string().min(1),
    /**
     * How many project cards a projects list page holds before the list goes on at its next page
     * (`/proyectos/pagina/2`). 24 when left out: a page of 24 cards stays within the first network round trip
     * (docs/decisions.md); more makes the lists' pages heavier.
     */
    projectsPerPage: z.number().int('must be a whole number').positive('must be 1 or more').optional(),
    /**
     * The posts (content/posts/): `false` turns the whole feature off (no Blog link, no pages, no feeds) whatever the
     * folder holds. On when left out; a language with no published post has no blog pages either way.
     */
    blog: z.boolean().optional(),
    /** How many posts a blog list page holds before the next page (10 when left out). */
    postsPerPage: z.number().int('must be a whole number').positive('must be 1 or more').optional(),
  })
  .strict();

/** The owner of the site: everything about the person that does not change between languages. */
export const profileSchema = z
  .object({
    name: z.string().min(1),
    /** Where the owner is, for search engines (schema.org's address); how each language says it is `owner.place`. */
    city: z.string().min(1),
    country: z.string().min(1),
    email: z.email(),
    /**
     * Optional: as shown; its digits (and a leading +) are what the `tel:` link dials. Without it the contact section
     * and the résumé show no phone, and no text needs to name it (`contact.phone_link` in home.json, `page.phone` in
     * resume.json, `{{phone}}` in any text).
     */
    phone: z
      .string()
      .regex(
        /^\+?[\d\s().-]*\d[\d\s().-]*$/,
        'must be a phone number: digits, spaces, . - ( ) and a leading +',
      )
      .optional(),
    image: photoSchema,
    /**
     * Optional: a CV file of your own for a language (under content/public/), offered instead of the PDF the build makes from
     * the résumé (content/resume.ts) in that language. Languages left out get the generated PDF.
     */
    cv: z.partialRecord(z.enum(languages), publicPath).optional(),
    sourceCode: httpsUrl,
    /**
     * Optional: where the about-me section's personality link (its texts are `about.disc` and `about.disc_label` in
     * each home.json) leads, such as a web search for your DISC profile. Without it the section shows no such link,
     * and those texts may be left out.
     */
    discUrl: httpsUrl.optional(),
    /** The owner's profiles, in the order shown: any networks, each once, or none. */
    socials: z.array(socialLinkSchema),
  })
  .strict();
export type Profile = z.infer<typeof profileSchema>;
