import type { TFunction } from 'i18next';
import type { Language } from '../src/i18n/languages';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface HeadInput {
  t: TFunction;
  language: Language;
  name: string;
  preloads: string[];
}

/** The `<head>` tags a prerendered page adds to the template. */
export function buildHead({ t, name, preloads }: HeadInput): string {
  return [
    `<title>${escape(t('meta.site_name', { name }))}</title>`,
    `<meta name="description" content="${escape(t('meta.description', { name }))}" />`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}
