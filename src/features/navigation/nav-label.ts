import type { useTranslation } from 'react-i18next';

type T = ReturnType<typeof useTranslation>['t'];

/** A navigation item's label: `name` is a key under `navbar.` (a unit test checks that each one exists). */
export function navLabel(t: T, name: string): string {
  return t(`navbar.${name}` as 'navbar.home');
}
