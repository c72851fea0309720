import { Check } from 'lucide';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { LineIcon } from '@/components/ui/line-icon';
import type { Skill } from '@/content';
import { useSkillLabel } from '@/hooks/use-skill-label';

const chip =
  'inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium text-muted transition hover:border-accent/60 hover:text-text aria-[current=true]:border-accent aria-[current=true]:bg-accent aria-[current=true]:text-on-accent';

interface TechFilterProps {
  offered: readonly Skill[];
  selected: Skill | undefined;
  searchFor: (skill: Skill | undefined) => string;
}

/**
 * The technology filter: a link per technology the projects use, and one for all of them; the chosen one is current
 * and checked. Links, so that a filtered list can be opened in a new tab, and works before the code has loaded.
 */
export function TechFilter({ offered, selected, searchFor }: TechFilterProps) {
  const { t } = useTranslation('projects');
  const labelOf = useSkillLabel();
  return (
    <nav aria-labelledby="tech-filter-title" className="mt-8 print:hidden noscript:hidden!">
      <h2 id="tech-filter-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('filter.title')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <TechLink search={searchFor(undefined)} current={!selected}>
            {t('filter.all')}
          </TechLink>
        </li>
        {offered.map((skill) => (
          <li key={skill.id}>
            <TechLink search={searchFor(skill)} current={skill === selected}>
              {labelOf(skill)}
            </TechLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TechLink({ search, current, children }: { search: string; current: boolean; children: ReactNode }) {
  return (
    <Link to={{ search }} aria-current={current ? 'true' : undefined} className={chip}>
      {current && <LineIcon icon={Check} strokeWidth={3} className="-ms-0.5 size-3.5" />}
      {children}
    </Link>
  );
}
