import type { TFunction } from 'i18next';
import { Link } from '@/components/ui/link';
import { PublicIcon } from '@/components/ui/public-icon';
import { monthText, type ResumeView } from '@/content/resume-view';

/** The skills, with their icons, as the home page shows them (a spoken language under Languages instead). */
export function ResumeSkills({ view }: { view: ResumeView }) {
  return (
    <ul className="print-inline-list flex flex-wrap gap-2 print:gap-1">
      {view.skills.map((skill) => (
        <li key={skill.id} className="skill-pill">
          <span className="skill-pill-icon">
            <PublicIcon path={skill.icon} size={20} className="size-4 object-contain sm:size-5" />
          </span>
          <span className="min-w-0 break-words">{skill.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The selected projects, each linking to its page. */
export function ResumeProjects({ view }: { view: ResumeView }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-1 print:gap-1">
      {view.projects.map((project) => (
        <li
          key={project.slug}
          className="rounded-card border border-border bg-surface p-4 print:border-0 print:p-0"
        >
          <Link
            to={project.path}
            className="font-semibold text-accent underline-offset-4 hover:underline light:text-accent-strong"
          >
            {project.title}
          </Link>
          <p className="mt-1 text-sm text-muted print:mt-0 print:inline print:before:content-['_·_']">
            {project.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The languages spoken, each with its level. */
export function ResumeLanguages({ view }: { view: ResumeView }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] print:gap-y-0.5 print:text-sm">
      {view.languages.map((spoken) => (
        <div key={spoken.id} className="contents">
          <dt className="font-semibold text-text">{spoken.name}</dt>
          <dd className="text-muted">{spoken.level}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The certifications, with their issuer and month. */
export function ResumeCertifications({ view, t }: { view: ResumeView; t: TFunction }) {
  return (
    <ul className="space-y-2 print:text-sm">
      {view.certifications.map((certification) => (
        <li key={certification.id}>
          <span className="font-semibold text-text">{certification.name}</span>
          <span className="text-muted">
            {' · '}
            {certification.issuer}
            {' · '}
            <time dateTime={certification.date}>{monthText(t, certification.date)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
