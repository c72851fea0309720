import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { profile } from '@/content';
import { useRouteTable } from '@/i18n/language-router';
import { renderAt } from '@/test/render';
import { resources } from '@/i18n/resources';
import { fallbackLanguage, secondLanguage } from '@/test/languages';
import { useDocumentMeta } from './use-document-meta';

// Shown in another language than the fallback where the site has one, then switched to the fallback.
const second = resources[secondLanguage].meta;
const fallback = resources[fallbackLanguage].meta;
const fill = (text: string, language = secondLanguage) =>
  text.replace('{{name}}', profile.name).replace('{{title}}', resources[language].global.owner.title);
const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

function Page() {
  useDocumentMeta();
  return <Link to={useRouteTable().projects.href()}>projects</Link>;
}

describe('useDocumentMeta', () => {
  it('gives the head the title and description of the page and language shown, after a navigation or a switch', async () => {
    document.head.innerHTML = '<title>served</title><meta name="description" content="served">';
    const { i18n, getByRole } = renderAt(<Page />, { language: secondLanguage });
    await waitFor(() => expect(document.title).toBe(fill(second.site_name)));
    expect(description()).toBe(fill(second.description));

    act(() => getByRole('link').click());
    await waitFor(() => expect(document.title).toBe(fill(second.projects_title)));
    expect(description()).toBe(fill(second.projects_description));

    await act(() => i18n.changeLanguage(fallbackLanguage));
    await waitFor(() => expect(document.title).toBe(fill(fallback.projects_title, fallbackLanguage)));
    expect(description()).toBe(fill(fallback.projects_description, fallbackLanguage));
  });
});
