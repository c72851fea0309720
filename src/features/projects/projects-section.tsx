import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { FADE_DURATION_S } from '@/lib/constants';
import { ProjectsTabs } from './projects-tabs';
import { useCatalogue } from './use-catalogue';

/** The home page's projects teaser (anchor `projects`): one tab per category, at most six projects each. */
export function ProjectsSection() {
  const { t } = useTranslation('home');
  const catalogue = useCatalogue();
  return (
    <Section id="projects" title={t('sections.projects_title')} subtitle={t('sections.projects_subtitle')}>
      <Reveal duration={FADE_DURATION_S.max}>
        <ProjectsTabs categories={catalogue} />
      </Reveal>
    </Section>
  );
}
