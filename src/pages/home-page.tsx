import { deferredPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';
import { postSlugsIn } from '@/content/blog-pages';
import { useLanguageUrl } from '@/i18n/language-router';
import { WRITING_ID } from '@/lib/constants';
import type { HomeAnchor } from '@/lib/routes';

// The banner holds links and a typed line, nothing that needs its code at once: it hydrates right after the start,
// from a chunk of its own, so the start itself is the header's and the page's frame alone (docs/decisions.md).
const HeroSection = deferredPart(
  'top' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/hero/hero-section'))).HeroSection,
);
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
// The newest posts, where the page's language has any: below the projects, deferred like them.
const LatestPosts = deferredPart(
  WRITING_ID,
  async () => (await retryImport(() => import('@/features/blog/latest-posts'))).LatestPosts,
);
const AboutSection = deferredPart(
  'aboutMe' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/about/about-section'))).AboutSection,
);
const ContactSection = deferredPart(
  'contact' satisfies HomeAnchor,
  async () => (await retryImport(() => import('@/features/contact/contact-section'))).ContactSection,
);

/**
 * On a navigation to home (its banner is not on the page yet), the screen waits for the banner's code too, so that
 * the banner shows with the page rather than after it; on the page's own load the banner hydrates when it is due.
 */
export const beforeShow = () =>
  typeof document === 'undefined' || document.getElementById('top' satisfies HomeAnchor)
    ? undefined
    : HeroSection.preload();

/** Home: banner, skills, projects, the latest writing (where there is some), about me and contact. */
export function Component() {
  const hasPosts = postSlugsIn(useLanguageUrl().language).length > 0;
  return (
    <>
      <HeroSection />
      <SkillsSection />
      <ProjectsSection />
      {hasPosts && <LatestPosts />}
      <AboutSection />
      <ContactSection />
    </>
  );
}
