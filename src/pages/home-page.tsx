import { HeroSection } from '@/features/hero/hero-section';
import { deferredPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';
import type { HomeAnchor } from '@/lib/routes';

// Below the fold on a phone: in the prerendered HTML, but their code loads and hydrates at the visitor's first
// move or once they are on screen, so that the first screen's start is all the phone does after loading.
const SkillsSection = deferredPart(
  'skills' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/skills/skills-section'))).SkillsSection,
);
const ProjectsSection = deferredPart(
  'projects' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/projects/projects-section'))).ProjectsSection,
);
const AboutSection = deferredPart(
  'aboutMe' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/about/about-section'))).AboutSection,
);
const ContactSection = deferredPart(
  'contact' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/contact/contact-section'))).ContactSection,
);

/** Home: banner, skills, projects, about me and contact. */
export function Component() {
  return (
    <>
      <HeroSection />
      <SkillsSection />
      <ProjectsSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
