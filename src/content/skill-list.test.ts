import { describe, expect, it } from 'vitest';
import type { Skill } from './schemas';
import { skillSlug } from './skill-list';

const skill = (label: Skill['label']): Skill => ({ id: 1, img_path: '/icons/x.svg', label });

describe('skillSlug', () => {
  it('is the label in lowercase kebab case, dots dropped', () => {
    expect(skillSlug(skill('Laravel'))).toBe('laravel');
    expect(skillSlug(skill('Next.js'))).toBe('nextjs');
    expect(skillSlug(skill('Tailwind CSS'))).toBe('tailwind-css');
    expect(skillSlug(skill('HTML5'))).toBe('html5');
  });

  it('spells out the signs that would otherwise vanish, and drops accents', () => {
    expect(skillSlug(skill('C++'))).toBe('cpp');
    expect(skillSlug(skill('C#'))).toBe('csharp');
    expect(skillSlug(skill('Español básico'))).toBe('espanol-basico');
  });

  it('is the last part of the key of a translated label, the same in every language', () => {
    expect(skillSlug(skill({ i18nKey: 'skills.english' }))).toBe('english');
  });
});
