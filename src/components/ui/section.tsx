import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A home page section: an anchor, a heading that names it, and generous spacing. */
export function Section({ id, title, subtitle, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="container-content render-when-near py-16 md:py-24 print:py-5"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-text md:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 max-w-2xl text-muted">{subtitle}</p>}
      <div className="mt-10 print:mt-4">{children}</div>
    </section>
  );
}
