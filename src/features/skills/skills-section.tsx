import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section';
import { skills } from '@/content';
import { useSkillLabel } from '@/hooks/use-skill-label';

/** The skills section (anchor `skills`): every skill with its icon and label. */
export function SkillsSection() {
  const { t } = useTranslation();
  const labelOf = useSkillLabel();
  return (
    <Section id="skills" title={t('skills_section.title')} subtitle={t('skills_section.subtitle')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {skills.map((skill) => (
          <li
            key={skill.id}
            className="flex items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-sm text-text"
          >
            <img
              src={skill.img_path}
              alt=""
              width={24}
              height={24}
              loading="lazy"
              className="size-6 shrink-0"
            />
            <span>{labelOf(skill)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
