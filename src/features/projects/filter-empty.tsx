import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';

/**
 * A category where no project uses the chosen technology: the filter's status line above says so; here, the way out,
 * the link that clears the filter (no not-found picture: nothing is missing, the filter is narrow).
 */
export function FilterEmpty({ clearSearch }: { clearSearch: string }) {
  const { t } = useTranslation('projects');
  return (
    <div className="flex justify-center rounded-card border border-dashed border-border px-6 py-10">
      <Link
        to={{ search: clearSearch }}
        className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition hover:bg-accent-strong"
      >
        {t('filter.clear')}
      </Link>
    </div>
  );
}
