// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answerPage } from './answer-page';
import { fallbackLanguage, languages } from '../../src/i18n/languages';

const hostile = {
  name: '<script>alert("name")</script>',
  email: '"><img src=x onerror=alert(1)>@example.com',
  message: "</textarea><script>alert('message')</script>",
};

describe('the answer page of a native form post', () => {
  it.each(languages)('shows hostile values as text, never as markup (%s)', (language) => {
    const html = answerPage({
      language,
      outcome: 'incomplete',
      stylesheets: ['/assets/a.css" onload="alert(1)'],
      kept: hostile,
    });
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    // The browser's parser gets back exactly what the visitor wrote, and no element the page did not make.
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script, img, [onload], [onerror]')).toHaveLength(0);
    expect((document.getElementById('kept-name') as HTMLInputElement).value).toBe(hostile.name);
    expect((document.getElementById('kept-email') as HTMLInputElement).value).toBe(hostile.email);
    expect((document.getElementById('kept-message') as HTMLTextAreaElement).value).toBe(hostile.message);
    expect(document.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(
      '/assets/a.css" onload="alert(1)',
    );
  });

  it('keeps a message that starts with a line break', () => {
    const html = answerPage({
      language: fallbackLanguage,
      outcome: 'failure',
      stylesheets: [],
      kept: { message: '\n\nindented' },
    });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect((document.getElementById('kept-message') as HTMLTextAreaElement).value).toBe('\n\nindented');
  });
});
