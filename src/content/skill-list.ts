import type { Skill } from './schemas';
import { skillsSource } from '../../content/skills';

/** All skills, in display order (validated at build and test time by validate.ts). */
export const skills = skillsSource as Skill[];

export function skillById(id: number): Skill | undefined {
  return skills.find((skill) => skill.id === id);
}

/**
 * A skill's name in URLs (the projects' `?tech=` filter), the same in every language: its label in lowercase
 * kebab case (`Tailwind CSS` is `tailwind-css`, `Next.js` is `nextjs`), or the last part of its translation key.
 * Derived, so that an owner's new skill needs no second name; two skills with one slug fail validation.
 */
export function skillSlug(skill: Skill): string {
  const name = typeof skill.label === 'string' ? skill.label : (skill.label.i18nKey.split('.').at(-1) ?? '');
  return name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replaceAll('+', 'p')
    .replaceAll('#', 'sharp')
    .replaceAll('.', '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
