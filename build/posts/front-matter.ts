import { parseDocument } from 'yaml';
import { z } from 'zod';

/** The front matter block at the top of a post: YAML between two `---` lines. */
const FRONT_MATTER = /^\uFEFF?---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

const FIELDS = ['title', 'date', 'updated', 'tags', 'summary', 'draft', 'cover'] as const;

const text = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `required: ${required}` : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' });

const day = (required?: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined && required
        ? `required: ${required}, as YYYY-MM-DD`
        : `must be a calendar date written YYYY-MM-DD (got ${JSON.stringify(issue.input)})`,
  });

/** Levenshtein distance, for the suggestion of a mistyped tag. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, charA] of [...a].entries()) {
    const current = [i + 1];
    for (const [j, charB] of [...b].entries())
      current.push(
        Math.min((previous[j + 1] ?? 0) + 1, (current[j] ?? 0) + 1, (previous[j] ?? 0) + +(charA !== charB)),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const loose = (tag: string) => tag.toLowerCase().replace(/[\s_-]+/g, '');

/** The declared tag an unknown one most likely meant: the same ignoring case and separators, or two edits away. */
export function suggestTag(tag: string, declared: readonly string[]): string | undefined {
  const same = declared.find((id) => loose(id) === loose(tag));
  if (same) return same;
  const near = declared
    .map((id) => ({ id, distance: editDistance(tag.toLowerCase(), id.toLowerCase()) }))
    .filter(({ distance }) => distance <= 2)
    .toSorted((a, b) => a.distance - b.distance);
  return near[0]?.id;
}

function frontMatterSchema(declaredTags: readonly string[]) {
  const tags = z
    .array(z.string({ error: 'each tag must be text' }), { error: 'must be a list of tag ids' })
    .default([])
    .superRefine((list, context) => {
      const seen = new Set<string>();
      for (const tag of list) {
        if (seen.has(tag)) context.addIssue({ code: 'custom', message: `"${tag}" is listed twice` });
        seen.add(tag);
        if (declaredTags.includes(tag)) continue;
        const guess = suggestTag(tag, declaredTags);
        const hint = guess
          ? `did you mean "${guess}"?`
          : declaredTags.length
            ? `the declared tags are ${declaredTags.map((id) => `"${id}"`).join(', ')}`
            : 'no tags are declared';
        context.addIssue({ code: 'custom', message: `unknown tag "${tag}": ${hint}` });
      }
    });
  return z
    .strictObject(
      {
        title: text("the post's title"),
        date: day('the day it is published'),
        updated: day().optional(),
        tags,
        summary: text('one or two sentences that say what the post is about'),
        draft: z.boolean({ error: 'must be true or false' }).default(false),
        cover: z
          .strictObject(
            { src: text("a picture's file name in the post's folder"), alt: text('what the picture shows') },
            { error: 'must be { src: <file name>, alt: <text> }' },
          )
          .optional(),
      },
      { error: (issue) => (issue.code === 'invalid_type' ? 'must be fields such as "title: …"' : undefined) },
    )
    .superRefine((data, context) => {
      if (data.updated && data.updated < data.date)
        context.addIssue({ code: 'custom', path: ['updated'], message: `is before date (${data.date})` });
    });
}

export type FrontMatter = z.output<ReturnType<typeof frontMatterSchema>>;

/**
 * Reads and validates the front matter of `source`, the post `file`: each problem as `file: field: message` (or
 * `file:line: front matter: …` for YAML that does not parse). `body` is the source with the front matter blanked out,
 * so that its lines keep their numbers.
 */
export function readFrontMatter(
  source: string,
  file: string,
  declaredTags: readonly string[],
): { data?: FrontMatter; body: string; problems: string[] } {
  const block = FRONT_MATTER.exec(source);
  if (!block)
    return {
      body: source,
      problems: [
        `${file}: front matter: missing: start the file with a "---" line, the fields (${FIELDS.join(', ')}), and "---"`,
      ],
    };
  const body = block[0].replace(/[^\n]/g, '') + source.slice(block[0].length);
  // YAML 1.2's core schema keeps an unquoted 2026-03-01 a string (YAML 1.1 made it a Date).
  const document = parseDocument(block[1] ?? '', { schema: 'core' });
  if (document.errors.length)
    return {
      body,
      problems: document.errors.map((error) => {
        const line = 1 + (error.linePos?.[0].line ?? 1);
        const message = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
        return `${file}:${line}: front matter: ${message}`;
      }),
    };
  const result = frontMatterSchema(declaredTags).safeParse(document.toJS() ?? {});
  if (result.success) return { data: result.data, body, problems: [] };
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map(
          (key) =>
            `${file}: ${[...issue.path, key].join('.')}: unknown field ` +
            (issue.path.length ? '(a cover has src and alt)' : `(the fields are ${FIELDS.join(', ')})`),
        )
      : [`${file}: ${issue.path.length ? issue.path.join('.') : 'front matter'}: ${issue.message}`],
  );
  return { body, problems };
}
