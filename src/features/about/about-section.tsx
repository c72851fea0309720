import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section';
import { profile } from '@/content';

/** The about-me section (anchor `aboutMe`). */
export function AboutSection() {
  const { t } = useTranslation();
  const paragraphs = t('about.paragraphs', { returnObjects: true, city: profile.city });
  return (
    <Section id="aboutMe" title={t('about.title')}>
      <div className="max-w-3xl space-y-4 text-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
