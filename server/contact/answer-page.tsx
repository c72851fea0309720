/** @jsxImportSource hono/jsx */
// Hono's JSX, not React's (the rest of the project's JSX): a server-only page, rendered to a string, where every
// value is escaped by construction.
import i18next from 'i18next';
import { profileSource } from '../../content/profile';
import type { Language } from '../../src/i18n/languages';
import { withBase } from '../../src/lib/base-path';
import { localizedPath } from '../../src/lib/language-path';
import { baseOptions } from '../../src/i18n/options';
import { resources } from '../../src/i18n/resources';
import { CONTACT_FIELDS, contactFieldSpec, type ContactField } from '../../src/lib/constants';
import { HOME_PATH } from '../../src/lib/routes';

/**
 * The spec's form states a native form post can end in, `too_long` (a field past its limit, which the form's
 * `maxlength` keeps a browser from sending) and `invalid_text` (a field with bidi controls, or bytes that are not
 * UTF-8); each names its text in `contact.form`.
 */
export type FormOutcome =
  'success' | 'incomplete' | 'invalid_email' | 'too_long' | 'invalid_text' | 'failure';

/** What the visitor wrote, as received: shown again after a failure so that nothing is lost. */
export type KeptFields = Partial<Record<ContactField, string>>;

export interface AnswerPageInput {
  language: Language;
  outcome: FormOutcome;
  /** The site's built stylesheets, so the page looks like the site under a CSP without inline styles. */
  stylesheets: readonly string[];
  kept?: KeptFields;
  /** With `too_long` and `invalid_text`: the field, named on the page (with its limit for `too_long`). */
  field?: ContactField;
}

const i18n = i18next.createInstance();
void i18n.init({ ...baseOptions, resources });
// The form's texts are home's (its contact section).
const fixedT = (language: Language) => i18n.getFixedT(language, 'home');
type Translate = ReturnType<typeof fixedT>;

/** The home page's contact section in a language: English at `/#contact`, Spanish at `/es/#contact` (in the site's folder). */
export const contactSectionHref = (language: Language) =>
  `${withBase(localizedPath(HOME_PATH, language))}#contact`;

const control = 'mt-2 block w-full rounded-xl border border-border bg-bg px-4 py-3 text-text';

function KeptField({ name, value, t }: { name: ContactField; value: string; t: Translate }) {
  const id = `kept-${name}`;
  return (
    <div>
      <label for={id} class="text-sm font-medium text-text">
        {t(`contact.form.${name}`)}
      </label>
      {contactFieldSpec(name).kind === 'text' ? (
        // The newline after <textarea> keeps a leading line break of the message, which the parser would drop.
        <textarea id={id} readonly rows={6} class={`${control} min-h-32 resize-y`}>
          {`\n${value}`}
        </textarea>
      ) : (
        <input id={id} type="text" readonly value={value} class={control} />
      )}
    </div>
  );
}

function KeptFields({ kept, t }: { kept: KeptFields; t: Translate }) {
  return (
    <fieldset class="mt-6 space-y-5">
      <legend class="text-sm text-muted">{t('contact.form.kept')}</legend>
      {CONTACT_FIELDS.map((name) => (
        <KeptField key={name} name={name} value={kept[name] ?? ''} t={t} />
      ))}
    </fieldset>
  );
}

/** The outcome's text; one that names a field falls back to `failure` without it. */
function headingOf(t: Translate, outcome: FormOutcome, field: ContactField | undefined) {
  if (outcome === 'too_long' || outcome === 'invalid_text') {
    if (!field) return t('contact.form.failure');
    const label = t(`contact.form.${field}`);
    return outcome === 'too_long'
      ? t('contact.form.too_long', { field: label, max: contactFieldSpec(field).maxLength })
      : t('contact.form.invalid_text', { field: label });
  }
  return t(`contact.form.${outcome}`);
}

/**
 * The complete page that answers a native form post (no JavaScript, or sent before the contact section hydrated):
 * the outcome as the heading, what the visitor wrote when it failed, and a link back to the form. The page carries
 * no inline script or style.
 */
export function answerPage({ language, outcome, stylesheets, kept, field }: AnswerPageInput): string {
  const t = fixedT(language);
  const heading = headingOf(t, outcome, field);
  const success = outcome === 'success';
  const page = (
    <html lang={language}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t('page_title', { ns: 'meta', page: heading, name: profileSource.name })}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main id="content" class="flex min-h-dvh items-center justify-center bg-bg px-6 py-12 text-text">
          <div class="w-full max-w-xl rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
            <h1 class={`text-2xl font-semibold ${success ? 'text-accent' : 'text-danger'}`}>{heading}</h1>
            {kept && !success ? <KeptFields kept={kept} t={t} /> : null}
            <a
              href={contactSectionHref(language)}
              class="mt-8 inline-flex w-full justify-center rounded-full bg-accent px-6 py-3 font-semibold text-on-accent transition hover:bg-accent-strong sm:w-auto"
            >
              {success ? t('default.not_found_button', { ns: 'global' }) : t('contact.form.back')}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>\n${page.toString()}\n`;
}
