import { Braces, FileDown } from 'lucide';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { LineIcon } from '@/components/ui/line-icon';
import { cvHref, resumeJsonHref } from '@/content/cv-files';
import { resumeSections, type ResumeSection } from '@/content/resume-view';
import { useLanguage } from '@/i18n/use-language';
import { ResumeBlock } from './resume-block';
import { ResumeContact } from './resume-contact';
import { ResumeEducation, ResumeExperience } from './resume-entries';
import { ResumeCertifications, ResumeLanguages, ResumeProjects, ResumeSkills } from './resume-lists';
import { useResume } from './use-resume';
import { withBase } from '@/lib/base-path';

const button =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition print:hidden';

/** The résumé as a page: the owner, the PDF and JSON Resume, then every section that has something to show. */
export function ResumeDocument() {
  const { view, t, anyT } = useResume();
  const language = useLanguage();
  const sections: Record<ResumeSection, ReactNode> = {
    profile: (
      <p className="max-w-3xl leading-relaxed text-text md:text-lg print:text-sm print:leading-normal">
        {view.summary}
      </p>
    ),
    experience: <ResumeExperience view={view} t={anyT} />,
    education: <ResumeEducation view={view} t={anyT} />,
    skills: <ResumeSkills view={view} />,
    projects: <ResumeProjects view={view} />,
    languages: <ResumeLanguages view={view} />,
    certifications: <ResumeCertifications view={view} t={anyT} />,
    contact: <ResumeContact />,
  };
  return (
    <article data-resume className="container-content pt-8 pb-16 md:pb-24 print:p-0">
      <header>
        <p className="font-mono text-sm text-accent light:text-accent-strong print:hidden">
          {t('page.title')}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-text md:text-5xl print:mt-0 print:text-3xl">
          {view.name}
        </h1>
        <p className="mt-2 text-lg text-muted print:mt-1 print:text-base">
          {view.title} · {view.place}
        </p>
        <p className="mt-4 max-w-2xl text-muted print:hidden">{t('page.lead')}</p>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <ExternalLink
            href={withBase(cvHref(language))}
            type="application/pdf"
            className={`${button} bg-accent text-on-accent hover:bg-accent-strong`}
          >
            <LineIcon icon={FileDown} className="size-4" />
            {t('page.download_pdf')}
            <span className="sr-only"> {t('hero.new_tab', { ns: 'global' })}</span>
          </ExternalLink>
          <a
            href={withBase(resumeJsonHref(language))}
            type="application/json"
            className={`${button} border border-border text-text hover:border-accent hover:text-accent`}
          >
            <LineIcon icon={Braces} className="size-4" />
            {t('page.json_resume')}
          </a>
        </div>
      </header>
      {resumeSections(view).map((section) => (
        <ResumeBlock key={section} id={section} title={t(`headings.${section}`)}>
          {sections[section]}
        </ResumeBlock>
      ))}
    </article>
  );
}
