/**
 * What an owner has left to write: every line of the content and the texts that still has the placeholder mark the
 * commands write, and every project without a picture. The build prints them as warnings, naming file and line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PLACEHOLDER, picturesCall, PROJECTS_FILE } from './project-files';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(json|md)$/.test(name) ? [path] : [];
  });
}

/** `file:line: text` of each placeholder left in the site at `root`. */
export function placeholderWarnings(root: string): string[] {
  const files = [join(root, PROJECTS_FILE), ...filesUnder(join(root, 'src/i18n/locales'))];
  return files.flatMap((file) => {
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const at = `${relative(root, file)}:${index + 1}`;
        if (line.includes(PLACEHOLDER)) return [`${at}: ${line.trim()}`];
        const empty = /screenshots\('([\w-]+)', 0\)/.exec(line);
        return empty && picturesCall(empty[1] ?? '').test(line)
          ? [`${at}: ${empty[1]} has no pictures yet: npm run add-images -- ${empty[1]} <picture>…`]
          : [];
      });
  });
}
