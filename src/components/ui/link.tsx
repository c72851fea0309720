import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The route's URL, as React Router takes it (a path, or `{ search }` on the current page). */
  to: To;
};

/**
 * A link inside the app, followed by the router: React Router's own `useHref` and `useLinkClickHandler` (a click with
 * a modifier key, another target or a prevented default is left to the browser). Not React Router's `Link`, which
 * brings its framework mode's route prefetching (`prefetch`), unused here, into every page's first JavaScript
 * (about 2 KB brotli, docs/decisions.md).
 */
export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
