import { Suspense } from 'react';
import { HeroSection } from '@/features/hero/hero-section';
import { SkillsSection } from '@/features/skills/skills-section';
import { deferredPart } from '@/lib/lazy-part';

// Below the fold: in the prerendered HTML, but their code loads after the first screen's and hydrates on arrival.
const ProjectsSection = deferredPart(
  async () => (await import('@/features/projects/projects-section')).ProjectsSection,
);
const AboutSection = deferredPart(async () => (await import('@/features/about/about-section')).AboutSection);
const ContactSection = deferredPart(
  async () => (await import('@/features/contact/contact-section')).ContactSection,
);

/** Home: banner, skills, projects, about me and contact. */
export function Component() {
  return (
    <>
      <HeroSection />
      <SkillsSection />
      <Suspense>
        <ProjectsSection />
      </Suspense>
      <Suspense>
        <AboutSection />
      </Suspense>
      <Suspense>
        <ContactSection />
      </Suspense>
    </>
  );
}
