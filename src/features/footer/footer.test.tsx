import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { fallbackLanguage } from '@/test/languages';
import { renderAt } from '@/test/render';
import { Footer } from './footer';

const own = vi.hoisted(() => ({}) as { name?: string });
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
const page = vi.hoisted(() => ({}) as import('@/test/page-locale').PageLocale);
vi.mock('@/i18n/direction', async (importActual) =>
  (await import('@/test/page-locale')).withPageLocale(importActual, page),
);
afterEach(() => {
  Object.assign(page, { locale: undefined, direction: undefined });
  delete own.name;
});

const { footer } = resources[fallbackLanguage].global;
const year = new Date().getFullYear();
const copyright = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && /©/.test(element.textContent));

describe('the copyright line', () => {
  it('is the plain sentence on a left-to-right page with a Latin name: the year in Western digits, ungrouped', () => {
    Object.assign(own, { name: 'Ana María' });
    Object.assign(page, { locale: 'en-US', direction: 'ltr' });
    renderAt(<Footer />);
    expect(copyright().innerHTML).toBe(
      footer.copyright.replace('{{year}}', String(year)).replace('{{name}}', 'Ana María'),
    );
  });

  it("writes the year in the page's digits, ungrouped, and sets the name apart in a <bdi> on a right-to-left page", () => {
    Object.assign(own, { name: 'Ana María' });
    Object.assign(page, { locale: 'ar-EG', direction: 'rtl' });
    renderAt(<Footer />);
    const arabicYear = new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(year);
    expect(arabicYear).not.toMatch(/[0-9٬]/);
    expect(copyright().innerHTML).toBe(
      footer.copyright.replace('{{year}}', arabicYear).replace('{{name}}', '<bdi>Ana María</bdi>'),
    );
  });

  it('sets an Arabic name apart on a left-to-right page', () => {
    Object.assign(own, { name: 'أحمد علي' });
    Object.assign(page, { locale: 'en-US', direction: 'ltr' });
    renderAt(<Footer />);
    expect(copyright().querySelector('bdi')).toHaveTextContent('أحمد علي');
  });
});
