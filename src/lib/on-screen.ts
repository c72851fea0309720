/**
 * Tells `onChange` whether `element` is on screen, when it comes and when it leaves; returns what stops the watch.
 * For what moves by itself (the typing line, its caret): off screen it need not run, and every step it takes makes
 * the page's next frame, and a tap in that moment waits. Without IntersectionObserver nothing is told: it runs on.
 */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    const latest = entries.at(-1);
    if (latest) onChange(latest.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
