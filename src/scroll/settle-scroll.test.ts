import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLING_ATTRIBUTE, settleScroll } from './settle-scroll';

// jsdom lays nothing out: the page is a 10,000 px document in an 800 px window whose scroll position the test owns.
let scrollY = 0;
const root = document.documentElement;
const settling = () => root.hasAttribute(SETTLING_ATTRIBUTE);
const frames = (count: number) => {
  for (let frame = 0; frame < count; frame++) vi.advanceTimersToNextFrame();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
  Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 10_000 });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: 800 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('settleScroll', () => {
  it('lays the blocks out, goes to the place, follows it while it moves, and lets go once at rest', () => {
    let place = 2349;
    settleScroll(() => place, { smooth: false });
    expect(settling()).toBe(true);
    expect(scrollY).toBe(2349);
    frames(2);
    // A block above rendered at its real size: the place moved down.
    place = 4698;
    frames(1);
    expect(scrollY).toBe(4698);
    frames(30);
    expect(settling()).toBe(false);
    place = 100;
    frames(5);
    expect(scrollY).toBe(4698);
  });

  it('waits for a place that has not rendered yet, within the page', () => {
    let place: number | undefined;
    settleScroll(() => place, { smooth: false });
    frames(20);
    expect(scrollY).toBe(0);
    expect(settling()).toBe(true);
    place = 50_000;
    frames(1);
    expect(scrollY).toBe(9200);
  });

  it('does not fight the visitor: a wheel, a touch, a tap or a key ends it', () => {
    for (const input of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
      let place = 1000;
      settleScroll(() => place, { smooth: false });
      window.dispatchEvent(new Event(input));
      expect(settling()).toBe(false);
      place = 3000;
      frames(3);
      expect(scrollY).toBe(1000);
    }
  });

  it('is not done before the content still to come has come, and gives up after its time', async () => {
    const arrival: { arrive?: () => void } = {};
    const ready = new Promise<void>((resolve) => (arrival.arrive = resolve));
    settleScroll(() => 500, { smooth: false, ready });
    frames(60);
    expect(settling()).toBe(true);
    arrival.arrive?.();
    await ready;
    frames(30);
    expect(settling()).toBe(false);

    settleScroll(() => undefined, { smooth: false });
    vi.advanceTimersByTime(10_100);
    frames(1);
    expect(settling()).toBe(false);
  });

  it('gives way to the next one', () => {
    settleScroll(() => 700, { smooth: false });
    settleScroll(() => 1400, { smooth: false });
    frames(30);
    expect(scrollY).toBe(1400);
    expect(settling()).toBe(false);
  });
});
