// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAGMENT_ATTRIBUTE } from '../../src/lib/constants';
import { fragmentMarker } from './fragment-marker';

const marked = () => document.documentElement.hasAttribute(FRAGMENT_ATTRIBUTE);
const link = (name: string) => document.querySelector<HTMLAnchorElement>(`[data-name="${name}"]`);

describe('the fragment marker', () => {
  const listeners: [string, EventListener][] = [];
  const spyOnListeners = vi.spyOn(window, 'addEventListener');

  beforeEach(() => {
    history.replaceState(null, '', '/');
    document.documentElement.removeAttribute(FRAGMENT_ATTRIBUTE);
    document.body.innerHTML = `
      <a data-name="contact" href="#contact">Contact</a>
      <a data-name="elsewhere" href="/proyectos#top">Projects</a>
      <a data-name="handled" href="#aboutMe">About</a>`;
    link('handled')?.addEventListener('click', (event) => event.preventDefault());
    spyOnListeners.mockClear();
  });
  afterEach(() => {
    for (const [name, listener] of listeners.splice(0)) window.removeEventListener(name, listener);
  });
  const run = () => {
    new Function(fragmentMarker)();
    for (const [name, listener] of spyOnListeners.mock.calls)
      listeners.push([name, listener as EventListener]);
  };

  it('marks a page opened with a fragment, and not one opened without', () => {
    run();
    expect(marked()).toBe(false);
    history.replaceState(null, '', '/#contact');
    run();
    expect(marked()).toBe(true);
  });

  it('marks the page as a link to a fragment of it is clicked, before the browser scrolls', () => {
    run();
    // The browser follows a link after the click's listeners: the last of them sees what the scroll will see.
    const seen: boolean[] = [];
    const follow = (event: Event) => {
      seen.push(marked());
      event.preventDefault();
    };
    addEventListener('click', follow);
    link('elsewhere')?.click();
    link('handled')?.click();
    link('contact')?.click();
    removeEventListener('click', follow);
    expect(seen).toEqual([false, false, true]);
  });

  it('follows the fragment through history', () => {
    history.replaceState(null, '', '/#contact');
    run();
    history.replaceState(null, '', '/');
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(marked()).toBe(false);
  });
});
