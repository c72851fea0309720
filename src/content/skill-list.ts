import type { Skill } from './schemas';
import { skillsSource } from './skills';

/** All skills, in display order (validated at build and test time by validate.ts). */
export const skills = skillsSource as Skill[];

export function skillById(id: number): Skill | undefined {
  return skills.find((skill) => skill.id === id);
}
