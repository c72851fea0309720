import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import type { Skill } from '@/content';
import { useSkillLabel } from '@/hooks/use-skill-label';
import { EmptyView } from './empty-view';

/** A category where no project uses the chosen technology: says so, with the link that clears the filter. */
export function FilterEmpty({ skill, clearSearch }: { skill: Skill; clearSearch: string }) {
  const { t } = useTranslation('projects');
  const labelOf = useSkillLabel();
  return (
    <EmptyView message={t('filter.empty', { tech: labelOf(skill) })}>
      <Link
        to={{ search: clearSearch }}
        className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition hover:bg-accent-strong"
      >
        {t('filter.clear')}
      </Link>
    </EmptyView>
  );
}
