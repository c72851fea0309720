import type { LanguageOption } from './schemas';

/** The language switcher's options (spec section 3 and 9): label, code and flag. */
export const languageOptions: LanguageOption[] = [
  { label: 'English', code: 'en', flag: '/icons/flags/us.webp' },
  { label: 'Español', code: 'es', flag: '/icons/flags/mx.webp' },
];
