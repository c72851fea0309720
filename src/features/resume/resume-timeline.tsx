import type { ReactNode } from 'react';

export interface TimelineEntry {
  id: string;
  title: string;
  where: string;
  /** The period as the language says it, and its start and end months for `<time>`. */
  period: string;
  start: string;
  details?: ReactNode;
}

/** Jobs or studies, newest first, as a timeline: a line down the start edge (the left, or the right in a right-to-left language), a dot at each entry. */
export function ResumeTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-8 border-s border-border ps-6 print:space-y-3 print:border-0 print:ps-0">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.85rem] top-1.5 size-3 rounded-full border-2 border-accent bg-bg print:hidden"
          />
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <h3 className="text-lg font-semibold text-text print:text-sm">{entry.title}</h3>
            <time dateTime={entry.start} className="shrink-0 font-mono text-sm text-muted print:text-xs">
              {entry.period}
            </time>
          </div>
          <p className="text-muted print:text-sm">{entry.where}</p>
          {entry.details}
        </li>
      ))}
    </ol>
  );
}
