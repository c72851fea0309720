import { useTranslation } from 'react-i18next';
import type { TocEntry } from '@/content/posts';
import { POST_TOC_ID } from '@/lib/constants';

/** A long post's sections, each a link to its heading (plain anchors: they work before the code has loaded). */
export function PostToc({ toc }: { toc: readonly TocEntry[] }) {
  const { t } = useTranslation('blog');
  return (
    <nav
      aria-labelledby={POST_TOC_ID}
      className="rounded-card border border-border bg-surface p-5 print:hidden"
    >
      <h2 id={POST_TOC_ID} className="text-sm font-semibold tracking-wide text-text uppercase">
        {t('post.toc')}
      </h2>
      <ol className="mt-3 grid gap-2 text-sm">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'ps-4' : undefined}>
            <a
              href={`#${entry.id}`}
              className="text-muted underline-offset-4 hover:text-text hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
