import { useTranslation } from 'react-i18next';
import type { Skill } from '@/content';

/** A skill's label: as written, or translated when it is a key. */
export function useSkillLabel() {
  const { t } = useTranslation();
  return (skill: Skill) =>
    typeof skill.label === 'string' ? skill.label : t(skill.label.i18nKey as 'skills.english');
}
