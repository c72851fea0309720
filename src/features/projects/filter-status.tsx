import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Skill } from '@/content';
import { IsolatedText } from '@/components/ui/isolated-text';
import { usePageText } from '@/hooks/use-page-text';
import { useSkillLabel } from '@/hooks/use-skill-label';

/**
 * How many projects the filter shows, for every visitor and announced to screen readers (a polite status, in the
 * page from the start so that its changes are read). Empty until a technology is chosen; once one has been, clearing
 * it says how many projects there are again. Its line is kept, so that the cards below do not move when it fills.
 */
export function FilterStatus({ count, selected }: { count: number; selected: Skill | undefined }) {
  const { t } = useTranslation('projects');
  const labelOf = useSkillLabel();
  const pageText = usePageText();
  const [filtered, setFiltered] = useState(false);
  if (selected && !filtered) setFiltered(true);
  const text = selected
    ? t('filter.results', pageText.counted(count, { tech: pageText.isolate(labelOf(selected)) }))
    : filtered
      ? t('filter.all_results', pageText.counted(count))
      : '';
  return (
    <p role="status" className="mt-4 min-h-6 text-sm font-medium text-muted">
      <IsolatedText text={text} />
    </p>
  );
}
