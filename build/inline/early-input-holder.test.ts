// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from '../../src/boot/early-input';
import { earlyInputHolder, releaseEarlyInput } from './early-input-holder';

function input(): EarlyInput {
  const held = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  if (!held) throw new Error('the holder did not run');
  return held;
}
const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-name="${name}"]`);
const pointer = (type: string, x: number, target: Element) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: 10 }));

describe('the early input holder', () => {
  const clicks: string[] = [];
  const listeners: [string, EventListener][] = [];
  const spyOnListeners = vi.spyOn(window, 'addEventListener');

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button data-name="menu">Menu</button>
        <section data-early-swipe><button data-early-prev data-name="prev"></button><button data-early-next data-name="next"></button></section>
      </div>
      <button data-name="outside">Outside</button>`;
    // The app's own handler, as React would have it at the root.
    document.getElementById('root')?.addEventListener('click', (event) => {
      clicks.push((event.target as HTMLElement).dataset.name ?? '');
    });
    spyOnListeners.mockClear();
    new Function(earlyInputHolder)();
    // PointerEvent is missing from jsdom: the holder's pointer listeners get mouse events carrying isPrimary.
    for (const [name, listener] of spyOnListeners.mock.calls)
      listeners.push([name, listener as EventListener]);
  });
  afterEach(() => {
    for (const [name, listener] of listeners.splice(0)) window.removeEventListener(name, listener, true);
    clicks.length = 0;
  });

  it('holds a click on a button of the app until the app says it is live, then clicks it once', () => {
    button('menu')?.click();
    button('menu')?.click();
    expect(clicks).toEqual([]);
    expect(button('menu')?.hasAttribute('data-held')).toBe(true);
    input().flush();
    expect(clicks).toEqual([]);
    input().live = () => true;
    input().flush();
    expect(clicks).toEqual(['menu']);
    expect(button('menu')?.hasAttribute('data-held')).toBe(false);
    button('menu')?.click();
    expect(clicks).toEqual(['menu', 'menu']);
  });

  it('keeps what is not live yet, and leaves controls outside the app alone', () => {
    const outside = vi.fn<() => void>();
    button('outside')?.addEventListener('click', outside);
    button('outside')?.click();
    expect(outside).toHaveBeenCalledOnce();
    button('menu')?.click();
    button('next')?.click();
    input().live = (control) => control === button('menu');
    input().flush();
    expect(clicks).toEqual(['menu']);
    input().live = () => true;
    input().flush();
    expect(clicks).toEqual(['menu', 'next']);
  });

  it('holds a long horizontal swipe on a carousel as a tap on its next or previous button, and notes the move', () => {
    const area = document.querySelector('[data-early-swipe]');
    if (!area) throw new Error('no swipe area');
    expect(input().moved).toBe(false);
    const swipe = (from: number, to: number) => {
      const down = new MouseEvent('pointerdown', { bubbles: true, clientX: from, clientY: 10 });
      Object.defineProperty(down, 'isPrimary', { value: true });
      area.dispatchEvent(down);
      pointer('pointerup', to, area);
    };
    swipe(300, 250); // shorter than the minimum drag: nothing
    expect(input().moved).toBe(true);
    swipe(300, 100);
    swipe(100, 300);
    input().live = () => true;
    input().flush();
    expect(clicks).toEqual(['next', 'prev']);
  });

  it('lets every held button go when the app cannot load', () => {
    button('menu')?.click();
    releaseEarlyInput(window, EARLY_INPUT_GLOBAL);
    expect(clicks).toEqual(['menu']);
  });
});
