/**
 * The band of the viewport that decides which section is on screen: a line at 40% of its height, where the eye
 * reads after a scroll (the navbar covers the top). A section counts once it crosses that line.
 */
export const SECTION_BAND = '-40% 0px -59% 0px';

/**
 * Calls `onChange` with the id of the section of `ids` that crosses the band, in page order, each time it changes.
 * Between two sections (a gap, a margin) the last one stays current. Returns what stops the watch.
 */
export function watchSections(
  ids: readonly string[],
  onChange: (id: string) => void,
  root: Document = document,
): () => void {
  // A browser without the observer (and a test's DOM) marks no section; the links work all the same.
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const crossing = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) crossing.add(entry.target.id);
        else crossing.delete(entry.target.id);
      }
      const current = ids.find((id) => crossing.has(id));
      if (current) onChange(current);
    },
    { rootMargin: SECTION_BAND },
  );
  for (const id of ids) {
    const section = root.getElementById(id);
    if (section) observer.observe(section);
  }
  return () => observer.disconnect();
}
