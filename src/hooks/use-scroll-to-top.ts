import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page, or at the anchor the URL names. */
export function useScrollToTop() {
  const location = useLocation();
  useEffect(() => {
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    // Instant: the page changed, so a smooth scroll up through the old page's height would only distract.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
}
