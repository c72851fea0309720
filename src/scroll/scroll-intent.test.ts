import { describe, expect, it } from 'vitest';
import { anchorOf, scrollIntent, type Move } from './scroll-intent';

const home = { pathname: '/', hash: '' };
const about = { pathname: '/', hash: '#aboutMe' };
const project = { pathname: '/web-apps/tide-api', hash: '' };

/** A navigation within the app, to be varied field by field. */
const move = (fields: Partial<Move>): Move => ({
  action: 'PUSH',
  from: home,
  to: home,
  keyed: true,
  saved: undefined,
  documentNavigation: 'navigate',
  scrolled: false,
  ...fields,
});

describe('scrollIntent', () => {
  it('goes smoothly to an anchor of the same page, and at once to one of another page', () => {
    expect(scrollIntent(move({ to: about }))).toEqual({ kind: 'anchor', id: 'aboutMe', smooth: true });
    expect(scrollIntent(move({ from: project, to: about }))).toEqual({
      kind: 'anchor',
      id: 'aboutMe',
      smooth: false,
    });
  });

  it('starts a new page at its top', () => {
    expect(scrollIntent(move({ to: project }))).toEqual({ kind: 'top' });
    expect(scrollIntent(move({ action: 'REPLACE', to: project }))).toEqual({ kind: 'top' });
  });

  it('stays where it is when an entry is replaced with new state or a new query only', () => {
    expect(scrollIntent(move({ action: 'REPLACE', from: about, to: about }))).toEqual({ kind: 'stay' });
  });

  it('stays where it is when a new entry changes only the query (a filter), else starts at the top', () => {
    const all = { pathname: '/proyectos', search: '', hash: '' };
    const filtered = { ...all, search: '?tech=laravel' };
    expect(scrollIntent(move({ from: all, to: filtered }))).toEqual({ kind: 'stay' });
    expect(scrollIntent(move({ from: filtered, to: all }))).toEqual({ kind: 'stay' });
    expect(scrollIntent(move({ from: filtered, to: filtered }))).toEqual({ kind: 'top' });
    expect(
      scrollIntent(move({ from: filtered, to: { ...filtered, pathname: '/proyectos/interfaces' } })),
    ).toEqual({
      kind: 'top',
    });
  });

  it('restores the place of an entry on back and forward, else its anchor, else its top', () => {
    expect(scrollIntent(move({ action: 'POP', from: project, to: about, saved: 2400 }))).toEqual({
      kind: 'restore',
      top: 2400,
    });
    expect(scrollIntent(move({ action: 'POP', from: project, to: about }))).toEqual({
      kind: 'anchor',
      id: 'aboutMe',
      smooth: false,
    });
    expect(scrollIntent(move({ action: 'POP', from: project, to: home }))).toEqual({ kind: 'top' });
  });

  it('follows the fragment of an entry the browser made for an in-page link, even one seen before', () => {
    const fragment = move({
      action: 'POP',
      to: { pathname: '/', hash: '#content' },
      keyed: false,
      saved: 900,
    });
    expect(scrollIntent(fragment)).toEqual({ kind: 'anchor', id: 'content', smooth: true });
  });

  it('back from another page to an entry opened at a fragment (a shared #link, the skip link) restores its place', () => {
    // The app gave the entry a key when it first met it.
    for (const hash of ['#skills', '#content'])
      expect(
        scrollIntent(
          move({ action: 'POP', from: project, to: { pathname: '/', hash }, keyed: true, saved: 1703 }),
        ),
      ).toEqual({ kind: 'restore', top: 1703 });
    // Met for the first time (a script pushed it): its fragment, whatever was filed under its URL before.
    expect(
      scrollIntent(move({ action: 'POP', from: project, to: about, keyed: false, saved: 1703 })),
    ).toEqual({
      kind: 'anchor',
      id: 'aboutMe',
      smooth: false,
    });
  });

  it('on the first render restores a reloaded or revisited page, and otherwise leaves the browser its place', () => {
    const first = { from: undefined, action: 'POP' as const };
    expect(scrollIntent(move({ ...first, documentNavigation: 'reload', saved: 1200 }))).toEqual({
      kind: 'restore',
      top: 1200,
    });
    expect(scrollIntent(move({ ...first, documentNavigation: 'back_forward', saved: 80 }))).toEqual({
      kind: 'restore',
      top: 80,
    });
    expect(scrollIntent(move({ ...first, saved: 1200 }))).toEqual({ kind: 'stay' });
    expect(scrollIntent(move({ ...first, to: about, scrolled: true }))).toEqual({ kind: 'stay' });
    // Nothing moved the page to its fragment (the element came with the app): the app does.
    expect(scrollIntent(move({ ...first, to: about }))).toEqual({
      kind: 'anchor',
      id: 'aboutMe',
      smooth: false,
    });
  });
});

describe('anchorOf', () => {
  it('decodes the fragment, and names nothing for an empty one', () => {
    expect(anchorOf('#sobre%20m%C3%AD')).toBe('sobre mí');
    expect(anchorOf('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(anchorOf('#')).toBeUndefined();
    expect(anchorOf('')).toBeUndefined();
  });
});
