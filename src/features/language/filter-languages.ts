/** Lower case, without accents: `Inglés` and `ingles` compare equal. */
const folded = (text: string, locale: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);

/** A language's name in the visitor's language (`inglés` for `en` in Spanish), if the browser knows it. */
function nameIn(visitorLanguage: string, code: string): string {
  try {
    return new Intl.DisplayNames([visitorLanguage], { type: 'language' }).of(code) ?? '';
  } catch {
    return '';
  }
}

/**
 * The spec's language search, a case-insensitive substring match, on what a visitor may type for a language: its
 * name in itself (the option's label), its name in the visitor's language (`inglés` on a Spanish page), or its code;
 * accents optional.
 */
export function filterLanguages<Option extends { code: string; label: string }>(
  options: readonly Option[],
  query: string,
  visitorLanguage: string,
): Option[] {
  const needle = folded(query.trim(), visitorLanguage);
  return options.filter((option) =>
    [option.label, nameIn(visitorLanguage, option.code), option.code].some((name) =>
      folded(name, visitorLanguage).includes(needle),
    ),
  );
}
