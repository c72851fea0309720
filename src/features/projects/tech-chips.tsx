import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { PublicIcon } from '@/components/ui/public-icon';
import { skillById } from '@/content/skill-list';
import { useSkillLabel } from '@/hooks/use-skill-label';

/** A project's technologies as chips with their icons ('Tech Stack'). */
export function TechChips({ ids, withIcons = false }: { ids: readonly number[]; withIcons?: boolean }) {
  const { t } = useTranslation('projects');
  const labelOf = useSkillLabel();
  return (
    <ul aria-label={t('labels.tech_stack')} className="flex flex-wrap gap-2">
      {ids.map((id) => {
        const skill = skillById(id);
        return skill ? (
          <li key={id}>
            <Chip>
              {withIcons && <PublicIcon path={skill.img_path} size={14} className="size-3.5" />}
              {labelOf(skill)}
            </Chip>
          </li>
        ) : null;
      })}
    </ul>
  );
}
