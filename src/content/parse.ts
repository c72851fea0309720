import type { z } from 'zod';

/** A content mistake, naming the file and the field at fault. */
export class ContentError extends Error {
  override name = 'ContentError';
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

type Issue = z.core.$ZodIssue;

/**
 * The issues to tell the owner. Where a field may take one of several shapes (a union), and only one of them is of the
 * value's type (an array, an object), that shape's own issues name the field at fault, not "Invalid input".
 */
function issuesOf(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  const sameType = issue.errors.filter(
    (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  const [only] = sameType;
  if (sameType.length !== 1 || !only) return [issue];
  return only.flatMap((inner) => issuesOf({ ...inner, path: [...issue.path, ...inner.path] } as Issue));
}

/** Parses `data` with `schema`, or throws one error listing every bad field as `file: field: message`. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  root = '',
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues
    .flatMap(issuesOf)
    .map(
      (issue) =>
        `${file}: ${formatPath([...(root ? [root] : []), ...issue.path]) || '(root)'}: ${issue.message}`,
    );
  throw new ContentError(lines.join('\n'));
}

/** Parses every item of `list`, naming each bad one as `root[index]`. */
export function parseList<S extends z.ZodType>(
  schema: S,
  list: readonly unknown[],
  file: string,
  root: string,
) {
  const errors: string[] = [];
  const parsed: z.output<S>[] = [];
  list.forEach((item, index) => {
    try {
      parsed.push(parseContent(schema, item, file, `${root}[${index}]`));
    } catch (error) {
      errors.push((error as Error).message);
    }
  });
  if (errors.length) throw new ContentError(errors.join('\n'));
  return parsed;
}

/** Throws naming the first repeated value, `field` with `*` standing for its index. */
export function assertUnique(values: readonly (string | number)[], file: string, field: string) {
  const seen = new Set<string | number>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value))
      throw new ContentError(`${file}: ${field.replace('*', String(index))}: duplicate value "${value}"`);
    seen.add(value);
  }
}
