import { languages, type Language } from './languages';
import { bundledNamespace } from './namespaces';

const files = import.meta.glob<Record<string, unknown>>('/content/texts/*/errors.json', {
  eager: true,
  import: 'default',
});

/**
 * The texts the browser has without downloading them (the error screen's): about 250 bytes per language in the app's
 * code, against a screen that could not say what happened in the visitor's language.
 */
export const bundledResources = Object.fromEntries(
  languages.map((language) => {
    const texts = files[`/content/texts/${language}/errors.json`];
    if (!texts) throw new Error(`content/texts/${language}/errors.json: missing`);
    return [language, { [bundledNamespace]: texts }];
  }),
) as Record<Language, Record<typeof bundledNamespace, Record<string, unknown>>>;
