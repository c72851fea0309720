import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { profile } from '../../src/content';
import { generatedCvPath, resumeJsonHref } from '../../src/content/cv-files';
import { resumeView } from '../../src/content/resume-view';
import { createI18n } from '../../src/i18n/create-i18n';
import { languages } from '../../src/i18n/languages';
import { resources } from '../../src/i18n/resources';
import { jsonResume } from './json-resume';
import { resumePdf } from './resume-pdf';
import { resumePdfInput } from './resume-pdf-input';

function write(file: string, data: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/**
 * Writes the résumé of every language under `clientDir`: as JSON Resume (`/resume.json`, `/es/resume.json`) and as a
 * PDF (`/cv/{name}-{code}.pdf`) where the owner gives no file of their own (`cv` in profile.ts). Returns what it wrote,
 * with each PDF's size and the milliseconds it took.
 */
export async function writeResumeFiles(clientDir: string, origin: string) {
  const written: { file: string; bytes: number; ms: number }[] = [];
  for (const language of languages) {
    const { t } = createI18n(language);
    const view = resumeView(t, resources[language].projects, language);
    write(
      join(clientDir, resumeJsonHref(language)),
      `${JSON.stringify(jsonResume(view, language, origin, t), null, 2)}\n`,
    );
    if (profile.cv?.[language]) continue;
    const start = performance.now();
    const pdf = await resumePdf(resumePdfInput(view, language, origin, t));
    const file = generatedCvPath(language);
    write(join(clientDir, file), pdf);
    written.push({ file, bytes: pdf.length, ms: Math.round(performance.now() - start) });
  }
  return written;
}
