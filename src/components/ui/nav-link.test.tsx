import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';
import { NavLink } from './nav-link';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const at = (path: string, link: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );

describe('NavLink', () => {
  it.each([
    ['/work', '/work', false, true],
    ['/work/shop', '/work', false, true],
    ['/WORK/', '/work', false, true],
    ['/work/shop', '/work', true, false],
    ['/workshop', '/work', false, false],
    ['/', '/work', false, false],
  ])('at %s, a link to %s (end: %s) is current: %s', (path, to, end, current) => {
    at(
      path,
      <NavLink to={to} end={end} className="pill">
        Work
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Work' });
    expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
    expect(link.className).toBe(current ? 'pill active' : 'pill');
  });
});

describe('Link', () => {
  it('has the route’s URL and is followed by the router on a plain click', () => {
    at('/', <Link to={{ pathname: '/work', search: '?tech=go' }}>Work</Link>);
    const link = screen.getByRole('link', { name: 'Work' });
    expect(link.getAttribute('href')).toBe('/work?tech=go');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/work?tech=go');
  });

  it('leaves a click with a modifier key, or one its own handler prevented, to the browser', () => {
    at('/', <Link to="/work">Work</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Work' }), { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/');
    cleanup();
    at(
      '/',
      <Link to="/work" onClick={(event) => event.preventDefault()}>
        Work
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Work' }));
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});
