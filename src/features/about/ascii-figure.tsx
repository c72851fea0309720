import { useTranslation } from 'react-i18next';
import { asciiPortrait } from '@/content/ascii-portrait';

/** The plain-text portrait in a terminal-like card, with its caption. */
export function AsciiFigure() {
  const { t } = useTranslation('home');
  return (
    <figure className="overflow-hidden rounded-card border border-border bg-surface shadow-card print:hidden">
      <div aria-hidden="true" className="flex gap-1.5 border-b border-border px-4 py-3">
        <span className="size-2.5 rounded-full bg-border" />
        <span className="size-2.5 rounded-full bg-border" />
        <span className="size-2.5 rounded-full bg-accent/70" />
      </div>
      <pre
        role="img"
        aria-label={t('about.ascii_label')}
        className="flex justify-center px-4 py-6 font-mono text-xs leading-snug text-accent sm:text-sm"
      >
        {asciiPortrait}
      </pre>
      <figcaption className="border-t border-border px-4 py-3 text-center text-sm text-muted">
        {t('about.caption')}
      </figcaption>
    </figure>
  );
}
