import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { routes } from '@/lib/routes';

interface NavTargetProps {
  to: string;
  /** On the home page a target is an in-page anchor such as `/#skills`; elsewhere a router link. */
  inPage: boolean;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A section link: a plain in-page anchor on the home page, a router link elsewhere. */
export function NavTarget({ to, inPage, className, children, onNavigate }: NavTargetProps) {
  const navigate = useNavigate();
  const { search } = useLocation();

  if (!inPage) {
    return (
      <NavLink to={to} end={to === routes.home.path} className={className} onClick={onNavigate}>
        {children}
      </NavLink>
    );
  }

  const hash = to.slice(to.indexOf('#'));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isPlainClick(event)) return;
    // The browser would load `/#skills` afresh when the URL carries a query (such as `?lng=es`); staying on the
    // page keeps it, and the router's scroll handling (useScrollToTop) brings the section into view.
    event.preventDefault();
    void navigate({ pathname: routes.home.path, search, hash });
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
