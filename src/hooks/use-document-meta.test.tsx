import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { profile } from '@/content';
import { routes } from '@/lib/routes';
import { renderAt } from '@/test/render';
import english from '@/i18n/locales/en/meta.json';
import spanish from '@/i18n/locales/es/meta.json';
import { useDocumentMeta } from './use-document-meta';

const fill = (text: string) => text.replace('{{name}}', profile.name);
const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

function Page() {
  useDocumentMeta();
  return <Link to={routes.projects.href()}>projects</Link>;
}

describe('useDocumentMeta', () => {
  it('gives the head the title and description of the page and language shown, after a navigation or a switch', async () => {
    document.head.innerHTML = '<title>served</title><meta name="description" content="served">';
    const { i18n, getByRole } = renderAt(<Page />, { language: 'es' });
    await waitFor(() => expect(document.title).toBe(fill(spanish.site_name)));
    expect(description()).toBe(fill(spanish.description));

    act(() => getByRole('link').click());
    await waitFor(() => expect(document.title).toBe(fill(spanish.projects_title)));
    expect(description()).toBe(fill(spanish.projects_description));

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe(fill(english.projects_title)));
    expect(description()).toBe(fill(english.projects_description));
  });
});
