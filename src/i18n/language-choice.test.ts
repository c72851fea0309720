import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, storeLanguage } from './language-choice';
import { LANGUAGE_STORAGE } from './languages';
import { secondLanguage } from '@/test/languages';

const clearCookie = () => {
  document.cookie = `${LANGUAGE_STORAGE.cookie}=; max-age=0; path=/`;
};

describe('storeLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('keeps the language in local storage and the cookie that the next visit reads', () => {
    storeLanguage(secondLanguage);
    expect(localStorage.getItem(LANGUAGE_STORAGE.localStorage)).toBe(secondLanguage);
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE.cookie}=${secondLanguage}`);
    expect(readCookie(document.cookie, LANGUAGE_STORAGE.cookie)).toBe(secondLanguage);
  });
});
