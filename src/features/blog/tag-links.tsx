import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useRouteTable } from '@/i18n/language-router';

/** A tag's name in the page's language: its entry under `tags` in blog.json (the id, should one be missing). */
export function useTagName() {
  const { t } = useTranslation('blog');
  return (tag: string) => t(`tags.${tag}`, { defaultValue: tag });
}

/** A post's tags, each a link to its tag's posts. */
export function TagLinks({ tags, label }: { tags: readonly string[]; label: string }) {
  const routes = useRouteTable();
  const tagName = useTagName();
  if (!tags.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={routes.tag.href(tag)}
            className="chip relative z-10 hover:border-accent/60 hover:text-text"
          >
            #{tagName(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
