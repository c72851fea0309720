/**
 * The band of the viewport that decides which section is on screen: a line at 40% of its height, where the eye
 * reads after a scroll (the navbar covers the top). A section counts once it crosses that line.
 */
export const SECTION_BAND = '-40% 0px -59% 0px';

/**
 * Calls `onChange` with the id of the section of `ids` that crosses the band, in page order, each time it changes.
 * Between two sections (a gap, a margin) the last one stays current. A section not on the page yet (home reached by
 * the router from another page: its screen renders after the navbar's watch starts) is watched from when it comes.
 * Returns what stops the watch.
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
  const waiting = new Set(ids);
  const observeArrived = () => {
    for (const id of waiting) {
      const section = root.getElementById(id);
      if (!section) continue;
      observer.observe(section);
      waiting.delete(id);
    }
    if (waiting.size === 0) arrivals.disconnect();
  };
  const arrivals = new MutationObserver(observeArrived);
  arrivals.observe(root.body, { childList: true, subtree: true });
  observeArrived();
  return () => {
    arrivals.disconnect();
    observer.disconnect();
  };
}
