import type { TFunction } from 'i18next';
import { Chip } from '@/components/ui/chip';
import { periodText, type ResumeView } from '@/content/resume-view';
import { ResumeTimeline } from './resume-timeline';

/** The jobs as a timeline: role, where, when, highlights and technologies. */
export function ResumeExperience({ view, t }: { view: ResumeView; t: TFunction }) {
  return (
    <ResumeTimeline
      entries={view.experience.map((job) => ({
        id: job.id,
        title: job.role,
        where: `${job.organisation} · ${job.place}`,
        period: periodText(t, job.start, job.end),
        start: job.start,
        details: (
          <>
            <ul className="mt-3 list-disc space-y-1.5 ps-5 text-text marker:text-accent print:mt-1 print:space-y-0.5 print:text-sm">
              {job.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            {job.technologies.length > 0 && (
              <ul className="print-inline-list mt-3 flex flex-wrap gap-2 print:mt-1 print:gap-1">
                {job.technologies.map((technology) => (
                  <li key={technology}>
                    <Chip>{technology}</Chip>
                  </li>
                ))}
              </ul>
            )}
          </>
        ),
      }))}
    />
  );
}

/** The studies as a timeline: degree, school, when and grade. */
export function ResumeEducation({ view, t }: { view: ResumeView; t: TFunction }) {
  return (
    <ResumeTimeline
      entries={view.education.map((study) => ({
        id: study.id,
        title: study.degree,
        where: `${study.school} · ${study.place}`,
        period: periodText(t, study.start, study.end),
        start: study.start,
        details: study.grade && (
          <p className="mt-2 text-text print:mt-0.5 print:text-sm">
            {t('grade', { ns: 'resume', grade: study.grade })}
          </p>
        ),
      }))}
    />
  );
}
