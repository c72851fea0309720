import { AboutSection } from '@/features/about/about-section';
import { ContactSection } from '@/features/contact/contact-section';
import { HeroSection } from '@/features/hero/hero-section';
import { ProjectsSection } from '@/features/projects/projects-section';
import { SkillsSection } from '@/features/skills/skills-section';

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
