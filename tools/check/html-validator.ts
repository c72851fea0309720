// The W3C HTML checker (vnu-jar, on Java) over the prerendered pages.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** The one `blocking` attribute the pages may carry: on the `<link rel=expect>` of build/head.tsx. */
const allowedBlocking = /^<link rel="expect" href="#[\w-]+" blocking="render" \/>$/;

/**
 * Tags with a `blocking` attribute other than the allowed one. The checker predates `blocking` on `<link rel=expect>`,
 * which the HTML standard defines (#link-type-expect), so its message about it is filtered out below; this keeps that
 * filter from hiding any other `blocking`.
 */
export function otherBlocking(file: string, html: string): string[] {
  return [...html.matchAll(/<[^>]*\sblocking=[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !allowedBlocking.test(tag))
    .map((tag) => `${file}: ${tag} → "blocking" is allowed on the <link rel="expect"> only`);
}

/** Runs the checker over the files (paths on disk); one line per error, naming the file. */
export async function validateHtml(files: string[]): Promise<string[]> {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  // The checker exits non-zero when it finds an error; its report is on stdout either way.
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      'java',
      [
        '-jar',
        jar,
        '--errors-only',
        '--filterpattern',
        '.*“blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*',
        '--format',
        'json',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, out) => (out ? resolve(out) : reject(error ?? new Error('the HTML checker said nothing'))),
    ),
  );
  const { messages } = JSON.parse(stdout) as {
    messages: { url: string; message: string; lastLine?: number }[];
  };
  return messages.map(
    (m) => `${m.url.replace(/^file:/, '')}${m.lastLine ? `:${m.lastLine}` : ''}: ${m.message}`,
  );
}
