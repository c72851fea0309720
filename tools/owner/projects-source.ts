/**
 * The edits the owner's commands make to the catalogue's array in content/projects.ts, found by parsing the file
 * (Vite's parser), so that they work on however it is written: empty, on one line, as prettier prints it, with comments.
 */
import { type ESTree, parseAst, Visitor } from 'vite';
import { CommandError, PROJECTS_FILE } from './project-files';

const ARRAY = 'projectsSource';

interface Entry {
  slug: string | undefined;
  start: number;
  end: number;
}

function slugOf(element: ESTree.ArrayExpression['elements'][number]) {
  if (element?.type !== 'ObjectExpression') return undefined;
  for (const property of element.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const named = property.key.type === 'Identifier' ? property.key.name : undefined;
    if (named === 'slug' && property.value.type === 'Literal' && typeof property.value.value === 'string')
      return property.value.value;
  }
  return undefined;
}

/** The array of `export const projectsSource = [...]`, and each entry with its slug. */
function catalogueOf(source: string) {
  const program = parseAst(source, { lang: 'ts' });
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration')
      continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== ARRAY) continue;
      let init = declarator.init;
      while (init && (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression'))
        init = init.expression;
      if (init?.type !== 'ArrayExpression') break;
      const entries: Entry[] = init.elements.flatMap((element) =>
        element ? [{ slug: slugOf(element), start: element.start, end: element.end }] : [],
      );
      return { start: init.start, end: init.end, entries };
    }
  }
  throw new CommandError(`${PROJECTS_FILE}: no "export const ${ARRAY} = [ … ];" was found`);
}

/** The slugs of the projects in the catalogue, in its order. */
export const projectSlugs = (source: string) =>
  catalogueOf(source).entries.flatMap((entry) => (entry.slug ? [entry.slug] : []));

/** `source` with `entry` (an object literal) added at the end of the catalogue. */
export function appendEntry(source: string, entry: string): string {
  const { end, entries } = catalogueOf(source);
  const last = entries.at(-1);
  // After the last entry and its comma (one is added if it has none), or before `]` of an empty array.
  const trailing = last ? (/^\s*,/.exec(source.slice(last.end))?.[0].length ?? 0) : 0;
  const at = last ? last.end + trailing : end - 1;
  const comma = last && !trailing ? ',' : '';
  return `${source.slice(0, at)}${comma}\n${entry}\n${source.slice(at)}`;
}

/**
 * `source` without the entries of `slugs`, each with the comments above it. Each is cut from the end of the entry
 * kept before it (whose comma it takes, leaving its own), or from `[` through its own comma when none is kept before.
 */
export function removeEntries(source: string, slugs: ReadonlySet<string>): string {
  const { start, entries } = catalogueOf(source);
  let result = source;
  let kept: Entry | undefined;
  for (const entry of entries) {
    if (!entry.slug || !slugs.has(entry.slug)) {
      kept = entry;
      continue;
    }
    const from = kept ? kept.end : start + 1;
    const to = kept ? entry.end : entry.end + (/^\s*,/.exec(source.slice(entry.end))?.[0].length ?? 0);
    // Blanked out rather than cut, so that the offsets of the entries after it still hold; prettier tidies up.
    result = `${result.slice(0, from)}${' '.repeat(to - from)}${result.slice(to)}`;
  }
  return result;
}

/** Module-level names declared (not exported) in `program`, with where their declaration names them. */
function localDeclarations(program: ESTree.Program) {
  const declared: { name: string; start: number; at: number }[] = [];
  for (const statement of program.body) {
    if (statement.type === 'FunctionDeclaration' && statement.id)
      declared.push({ name: statement.id.name, start: statement.start, at: statement.id.start });
    if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations)
        if (declarator.id.type === 'Identifier')
          declared.push({ name: declarator.id.name, start: statement.start, at: declarator.id.start });
  }
  return declared;
}

/**
 * `source` with `export` before each helper of the file (screenshots, recording, …) that no entry calls any more: the
 * type check and the linter refuse an unused local, and an owner's next project may use it again.
 */
export function exportUnusedHelpers(source: string): string {
  const program = parseAst(source, { lang: 'ts' });
  const notReferences = new Set<number>();
  const uses = new Map<string, number>();
  new Visitor({
    Property: (node) => void (node.computed || notReferences.add(node.key.start)),
    MemberExpression: (node) => void (node.computed || notReferences.add(node.property.start)),
    Identifier: (node) => {
      if (!notReferences.has(node.start)) uses.set(node.name, (uses.get(node.name) ?? 0) + 1);
    },
  }).visit(program);
  const unused = localDeclarations(program).filter(({ name }) => (uses.get(name) ?? 0) <= 1);
  return unused
    .toSorted((a, b) => b.start - a.start)
    .reduce((text, { start }) => `${text.slice(0, start)}export ${text.slice(start)}`, source);
}
