import type { LanguageOption } from '@/content/schemas';

/** The spec's language search: a case-insensitive substring match on the option's label. */
export function filterLanguages(options: readonly LanguageOption[], query: string): LanguageOption[] {
  const needle = query.trim().toLocaleLowerCase();
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}
