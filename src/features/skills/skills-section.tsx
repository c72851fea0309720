import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/ui/reveal';
import { PublicIcon } from '@/components/ui/public-icon';
import { Section } from '@/components/ui/section';
import { skills } from '@/content/skill-list';
import { useSkillLabel } from '@/hooks/use-skill-label';

/** The skills section (anchor `skills`): every skill with its icon and label. */
export function SkillsSection() {
  const { t } = useTranslation('home');
  const labelOf = useSkillLabel();
  return (
    <Section id="skills" title={t('skills_section.title')} subtitle={t('skills_section.subtitle')}>
      <Reveal>
        {/* Pills that wrap on a phone, where 34 tiles in two columns would run for several screens; a grid of tiles above. */}
        <ul className="flex flex-wrap gap-2 sm:grid sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-6 print:grid-cols-5 print:gap-2">
          {skills.map((skill) => (
            <li key={skill.id} className="skill-pill">
              <span className="skill-pill-icon">
                <PublicIcon path={skill.img_path} size={20} className="size-4 object-contain sm:size-5" />
              </span>
              <span className="min-w-0 break-words">{labelOf(skill)}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
