import type { Category, Project, SocialLink } from '../src/content';
import type { Language } from '../src/i18n/languages';

interface PersonInput {
  origin: string;
  name: string;
  jobTitle: string;
  city: string;
  country: string;
  email: string;
  image: string;
  socials: SocialLink[];
}

/** schema.org Person for the home page. */
export function personLd(person: PersonInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    jobTitle: person.jobTitle,
    url: `${person.origin}/`,
    image: `${person.origin}${person.image}`,
    email: `mailto:${person.email}`,
    address: { '@type': 'PostalAddress', addressLocality: person.city, addressCountry: person.country },
    sameAs: person.socials.map((social) => social.href),
  };
}

interface ProfilePageInput {
  person: ReturnType<typeof personLd>;
  url: string;
  language: Language;
  name: string;
  occupation: { name: string; skills: string[]; location: string };
  alumniOf: string[];
  knowsLanguage: string[];
}

/** schema.org ProfilePage for the résumé: its Person, with the occupation, schools and languages it states. */
export function profilePageLd({
  person,
  url,
  language,
  name,
  occupation,
  alumniOf,
  knowsLanguage,
}: ProfilePageInput) {
  const { '@context': context, ...about } = person;
  return {
    '@context': context,
    '@type': 'ProfilePage',
    name,
    url,
    inLanguage: language,
    mainEntity: {
      ...about,
      hasOccupation: {
        '@type': 'Occupation',
        name: occupation.name,
        skills: occupation.skills.join(', '),
        occupationLocation: { '@type': 'City', name: occupation.location },
      },
      alumniOf: alumniOf.map((school) => ({ '@type': 'EducationalOrganization', name: school })),
      knowsLanguage,
    },
  };
}

interface ProjectInput {
  origin: string;
  url: string;
  language: Language;
  project: Project;
  category: Category;
  repositories: string[];
  technologies: string[];
  author: string;
}

/** schema.org SoftwareSourceCode for a project page. */
export function projectLd({
  origin,
  url,
  language,
  project,
  category,
  repositories,
  technologies,
  author,
}: ProjectInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: project.title,
    description: project.short_description,
    url,
    inLanguage: language,
    genre: category.category,
    // A project without pictures has no image to name (an empty list would say it has one of none).
    ...(project.images.length ? { image: project.images.map((image) => `${origin}${image.path}`) } : {}),
    ...(repositories[0] ? { codeRepository: repositories[0] } : {}),
    programmingLanguage: technologies,
    author: { '@type': 'Person', name: author, url: `${origin}/` },
  };
}

/** A JSON-LD block; `<` is escaped so the data can never close the script element. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

interface BlogPostingInput {
  origin: string;
  url: string;
  language: Language;
  title: string;
  summary: string;
  date: string;
  updated?: string | undefined;
  tags: string[];
  image: string;
  author: string;
}

/** schema.org BlogPosting for a post's page: its headline, dates, keywords and author, in its language. */
export function blogPostingLd(post: BlogPostingInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url: post.url,
    mainEntityOfPage: post.url,
    inLanguage: post.language,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    keywords: post.tags,
    image: post.image,
    author: { '@type': 'Person', name: post.author, url: `${post.origin}/` },
  };
}
