import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generatedCvPath, resumeJsonHref } from '../../src/content/cv-files';
import { resumeView } from '../../src/content/resume-view';
import { createI18n } from '../../src/i18n/create-i18n';
import { languages } from '../../src/i18n/languages';
import { resources } from '../../src/i18n/resources';
import { jsonResume } from './json-resume';

function write(file: string, data: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** Writes the résumé of every language as JSON Resume (`/resume.json`, `/es/resume.json`) under `clientDir`. */
export function writeResumeFiles(clientDir: string, origin: string) {
  for (const language of languages) {
    const { t } = createI18n(language);
    const view = resumeView(t, resources[language].projects);
    write(
      join(clientDir, resumeJsonHref(language)),
      `${JSON.stringify(jsonResume(view, language, origin, t), null, 2)}\n`,
    );
  }
  return { pdfFiles: languages.map((language) => generatedCvPath(language)) };
}
