import { useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './link';

interface Props extends LinkProps {
  /** Current only at its own path, not under it (the home link). */
  end?: boolean;
  className?: string;
}

/**
 * A link that says whether it is the current page (`aria-current="page"` and the `active` class), as React Router's
 * `NavLink` does: its path, compared without case, is the page's or, unless `end`, one the page's path is under.
 */
export function NavLink({ to, end = false, className = '', ...rest }: Props) {
  const path = useResolvedPath(to);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();
  const target = (
    navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname
  ).toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={active ? `${className} active`.trimStart() : className}
    />
  );
}
