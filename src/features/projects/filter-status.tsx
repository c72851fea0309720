import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Skill } from '@/content';
import { useSkillLabel } from '@/hooks/use-skill-label';

/**
 * How many projects the filter shows, for every visitor and announced to screen readers (a polite status, in the
 * page from the start so that its changes are read). Empty until a technology is chosen; once one has been, clearing
 * it says how many projects there are again. Its line is kept, so that the cards below do not move when it fills.
 */
export function FilterStatus({ count, selected }: { count: number; selected: Skill | undefined }) {
  const { t } = useTranslation('projects');
  const labelOf = useSkillLabel();
  const [filtered, setFiltered] = useState(false);
  if (selected && !filtered) setFiltered(true);
  const text = selected
    ? t('filter.results', { count, tech: labelOf(selected) })
    : filtered
      ? t('filter.all_results', { count })
      : '';
  return (
    <p role="status" className="mt-4 min-h-6 text-sm font-medium text-muted">
      {text}
    </p>
  );
}
