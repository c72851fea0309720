// `npm run init-content`: makes the sample the owner's. The template's repository has no content/: the sample lives
// in samples/content/, which template updates may change, and content/ is the owner's folder, which no template update
// touches (docs/decisions.md: "The owner's folder"). The first `npm start`, `npm run dev`, `npm run build` or `npm test`
// of a fresh clone copies the sample there (they run this first), so the site shows the sample until the owner edits
// it. Plain JavaScript, run by Node as is, before anything is compiled.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The owner's folder and the sample it starts as, from the project's root. */
export const CONTENT_DIR = 'content';
export const SAMPLE_DIR = 'samples/content';

/** Copies the sample into content/ when there is no content/ yet; says what it did, or nothing. */
export function initContent(root = process.cwd()) {
  const content = join(root, CONTENT_DIR);
  if (existsSync(content)) return undefined;
  cpSync(join(root, SAMPLE_DIR), content, { recursive: true });
  return `${CONTENT_DIR}/ did not exist: the sample (${SAMPLE_DIR}/) is copied there. It is your folder from now on: edit it, commit it; template updates never touch it (README: "Make it yours").`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const said = initContent();
  if (said) console.log(said);
  else if (!process.argv.includes('--quiet'))
    console.log(
      `${CONTENT_DIR}/ is already there: nothing copied (it is yours; the sample stays in ${SAMPLE_DIR}/).`,
    );
}
