/** The spec's language search: a case-insensitive substring match on the option's label. */
export function filterLanguages<Option extends { label: string }>(
  options: readonly Option[],
  query: string,
): Option[] {
  const needle = query.trim().toLocaleLowerCase();
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}
