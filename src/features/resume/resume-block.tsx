import type { ReactNode } from 'react';

/** A section of the résumé: its heading (`headings.{id}`) and its content, kept together on paper. */
export function ResumeBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `resume-${id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 print:mt-3">
      <h2
        id={headingId}
        className="border-b border-border pb-2 text-xl font-bold tracking-tight text-text print:pb-1 print:text-base"
      >
        {title}
      </h2>
      <div className="mt-5 print:mt-2">{children}</div>
    </section>
  );
}
