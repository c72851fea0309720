import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { skills } from '@/content';
import { useSkillLabel } from '@/hooks/use-skill-label';

/** The skills section (anchor `skills`): every skill with its icon and label. */
export function SkillsSection() {
  const { t } = useTranslation();
  const labelOf = useSkillLabel();
  return (
    <Section id="skills" title={t('skills_section.title')} subtitle={t('skills_section.subtitle')}>
      <Reveal>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {skills.map((skill) => (
            <li
              key={skill.id}
              className="flex min-w-0 items-center gap-3 rounded-card border border-border bg-surface px-3 py-2.5 text-sm font-medium text-text transition-colors hover:border-accent/60"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-raised">
                <img
                  src={skill.img_path}
                  alt=""
                  width={20}
                  height={20}
                  loading="lazy"
                  decoding="async"
                  className="size-5 object-contain"
                />
              </span>
              <span className="min-w-0 break-words">{labelOf(skill)}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
