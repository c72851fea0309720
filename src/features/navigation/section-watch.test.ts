import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_BAND, watchSections } from './section-watch';

/** A stand-in for IntersectionObserver that the test drives: `cross(id, true)` says a section entered the band. */
const ignore: IntersectionObserverCallback = () => undefined;

function fakeObserver() {
  let report = ignore;
  const observed: Element[] = [];
  const options: IntersectionObserverInit[] = [];
  const disconnect = vi.fn<() => void>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
        report = callback;
        options.push(init);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    },
  );
  const cross = (id: string, isIntersecting: boolean) =>
    report(
      [{ target: document.getElementById(id), isIntersecting } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return { observed, options, disconnect, cross };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('watchSections', () => {
  it('names the section crossing the band, first in page order, and keeps the last one between sections', () => {
    document.body.innerHTML =
      '<section id="top"></section><section id="skills"></section><section id="contact"></section>';
    const observer = fakeObserver();
    const onChange = vi.fn<(id: string) => void>();
    const stop = watchSections(['top', 'skills', 'projects', 'contact'], onChange);

    expect(observer.observed.map((element) => element.id)).toEqual(['top', 'skills', 'contact']);
    expect(observer.options).toEqual([{ rootMargin: SECTION_BAND }]);
    observer.cross('top', true);
    expect(onChange).toHaveBeenLastCalledWith('top');
    observer.cross('skills', true);
    expect(onChange).toHaveBeenLastCalledWith('top');
    observer.cross('top', false);
    expect(onChange).toHaveBeenLastCalledWith('skills');
    onChange.mockClear();
    observer.cross('skills', false);
    expect(onChange).not.toHaveBeenCalled();

    stop();
    expect(observer.disconnect).toHaveBeenCalledOnce();
  });

  it('watches a section that comes after the watch began (home reached by the router from another page)', async () => {
    document.body.innerHTML = '<section id="top"></section>';
    const observer = fakeObserver();
    const onChange = vi.fn<(id: string) => void>();
    const stop = watchSections(['top', 'skills'], onChange);
    expect(observer.observed.map((element) => element.id)).toEqual(['top']);

    document.body.insertAdjacentHTML('beforeend', '<main><section id="skills"></section></main>');
    await Promise.resolve();
    expect(observer.observed.map((element) => element.id)).toEqual(['top', 'skills']);
    observer.cross('skills', true);
    expect(onChange).toHaveBeenLastCalledWith('skills');
    stop();
  });
});
