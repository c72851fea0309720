import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/content';
import { skills } from '@/content/skill-list';
import { resources } from '@/i18n/resources';
import { fallbackLanguage } from '@/test/languages';
import { FSI, PDI } from '@/lib/isolate';
import { renderAt, stubLayout } from '@/test/render';
import { CategoryNav } from './category-nav';
import { FilterStatus } from './filter-status';
import { Pager } from '@/components/ui/pager';
import { ProjectsTabs } from './projects-tabs';

// An Egyptian Arabic page (its digits, right to left) on any site: the texts stay the fallback's.
const page = vi.hoisted(() => ({}) as import('@/test/page-locale').PageLocale);
vi.mock('@/i18n/direction', async (importActual) =>
  (await import('@/test/page-locale')).withPageLocale(importActual, page),
);
const onArabicPage = () => Object.assign(page, { locale: 'ar-EG', direction: 'rtl' });
afterEach(() => {
  Object.assign(page, { locale: undefined, direction: undefined });
  vi.unstubAllGlobals();
});

const { labels, filter } = resources[fallbackLanguage].projects;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

const category = (id: string, count: number): Category => ({
  id,
  category: id,
  description: '',
  slug: id,
  projects: Array.from({ length: count }, (_, index) => ({
    title: `${id} ${index}`,
    short_description: '',
    slug: `${id}-${index}`,
    technologies_used: [],
    images: [],
  })),
});
const categories = [category('one', 1), category('three', 3)];

describe("numbers in the page's locale", () => {
  it("numbers the pager's pages in the page's digits, and names them so", () => {
    onArabicPage();
    renderAt(
      <Pager
        page={2}
        count={3}
        href={(n) => `/list/${n}`}
        labels={{ name: 'Pages', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` }}
      />,
    );
    const numbered = within(screen.getByRole('navigation')).getAllByRole('link', { name: /Page/ });
    expect(numbered.map((link) => link.textContent)).toEqual(['١', '٢', '٣']);
    expect(numbered[1]).toHaveAccessibleName('Page ٢');
  });

  it("counts a category's projects in the page's digits, the plural chosen by the number", () => {
    onArabicPage();
    renderAt(<CategoryNav categories={categories} query="" all />);
    const links = screen.getAllByRole('link').slice(1);
    expect(links[0]).toHaveTextContent(fill(labels.project_count_one, { count: '١' }));
    expect(links[1]).toHaveTextContent(fill(labels.project_count_other, { count: '٣' }));
  });

  it("counts the tabs' projects in the page's digits", () => {
    stubLayout();
    onArabicPage();
    renderAt(<ProjectsTabs categories={categories} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['one١', 'three٣']);
  });

  it("says what the filter found in the page's digits, the technology's name in a <bdi>", () => {
    const skill = skills.find((entry) => typeof entry.label === 'string');
    if (!skill || typeof skill.label !== 'string')
      throw new Error('the tests need a skill named by the owner');
    onArabicPage();
    renderAt(<FilterStatus count={3} selected={skill} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(fill(filter.results_other, { count: '٣', tech: skill.label }));
    expect(status.querySelector('bdi')).toHaveTextContent(skill.label);
    expect(status.textContent).not.toContain(FSI);
    expect(status.textContent).not.toContain(PDI);
  });
});
