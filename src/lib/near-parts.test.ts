import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASURED_ATTRIBUTE, MEASURING_ATTRIBUTE, measureNearPartsWhenIdle } from './near-parts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(MEASURED_ATTRIBUTE);
});

/** A block rendered when near, `top` px from the top of the screen. */
function part(id: string, top: number, parent: HTMLElement = document.body) {
  const element = document.createElement('section');
  element.id = id;
  element.className = 'render-when-near';
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  parent.append(element);
  return element;
}

const measuring = () => [...document.querySelectorAll(`[${MEASURING_ATTRIBUTE}]`)].map(({ id }) => id);

describe('measureNearPartsWhenIdle', () => {
  it('lays out each outermost block below the screen once, one at a time, and then says the page is measured', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    part('above', -2000);
    part('onScreen', 100);
    const projects = part('projects', window.innerHeight + 10);
    part('card', window.innerHeight + 200, projects);
    part('contact', window.innerHeight + 4000);

    measureNearPartsWhenIdle();
    // What is being laid out, each time it changes, a millisecond at a time.
    const seen: string[] = [];
    for (let ms = 0; ms < 1000 && !document.documentElement.hasAttribute(MEASURED_ATTRIBUTE); ms++) {
      vi.advanceTimersByTime(1);
      const now = measuring().join() || '-';
      if (now !== seen.at(-1)) seen.push(now);
    }
    // A block inside another is laid out with it (the style sheet's rule); those on or above the screen are left.
    expect(seen).toEqual(['-', 'projects', '-', 'contact', '-']);
    expect(measuring()).toEqual([]);
    expect(document.documentElement.hasAttribute(MEASURED_ATTRIBUTE)).toBe(true);
  });
});
