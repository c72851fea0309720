import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each lint zone of .oxlintrc.json, proven on probe files: an import the zone forbids fails with the zone's own
// message (not a later zone's, which would replace it), and an import it allows passes. The probes are written under
// a copy of the repository's config in a folder of their own, so nothing in the working tree is touched, and linted
// by one oxlint run.
const root = join(import.meta.dirname, '..');

interface Pattern {
  group: string[];
  message: string;
}
interface Override {
  files: string[];
  rules: Record<string, unknown>;
}

/** A file in a zone (named by its override's `files`), the imports it must refuse and those it must accept. */
interface Probe {
  zone: string[];
  file: string;
  forbidden: string[];
  allowed: string[];
}

const shared = [
  'src/components/**',
  'src/hooks/**',
  'src/content/**',
  'src/i18n/**',
  'src/boot/**',
  'src/scroll/**',
];
const sharedTests = shared.map((folder) => `${folder}/*.test.{ts,tsx}`);

const probes: Probe[] = [
  {
    zone: ['src/lib/**'],
    file: 'src/lib/probe.ts',
    forbidden: ['react', '@/hooks/use-x'],
    allowed: ['@/content'],
  },
  {
    zone: shared,
    file: 'src/components/ui/probe.tsx',
    forbidden: ['@/features/hero/hero', '../../server/core/app'],
    allowed: ['@/lib/constants', 'react'],
  },
  {
    zone: ['src/features/**'],
    file: 'src/features/probe/probe.tsx',
    forbidden: ['@/features/other/other', '@/app/app'],
    allowed: ['./own', '@/components/ui/button'],
  },
  {
    zone: ['src/app/**', 'src/pages/**'],
    file: 'src/pages/probe.tsx',
    forbidden: ['../tools/owner/doctor', '../../build/head'],
    allowed: ['@/features/hero/hero'],
  },
  {
    zone: ['src/content/**', 'src/i18n/**'],
    file: 'src/i18n/probe.ts',
    forbidden: ['@/features/hero/hero', '../app/app', '../../samples/content/profile'],
    allowed: [
      '../../content/texts/en/global.json',
      '../../samples/content/texts/en/global.json',
      '@/lib/constants',
    ],
  },
  {
    zone: ['src/lib/theme-tokens.ts'],
    file: 'src/lib/theme-tokens.ts',
    forbidden: ['react', '../app/app'],
    allowed: ['../../content/theme'],
  },
  {
    zone: ['src/lib/**/*.test.{ts,tsx}'],
    file: 'src/lib/probe.test.ts',
    forbidden: ['react-dom', '@/components/ui/button'],
    allowed: ['../../content/profile.json'],
  },
  {
    zone: sharedTests,
    file: 'src/hooks/probe.test.ts',
    forbidden: ['@/pages/home-page', '../features/hero/hero'],
    allowed: ['../../content/profile.json', '@/test/render'],
  },
  {
    zone: ['src/features/**/*.test.{ts,tsx}'],
    file: 'src/features/probe/probe.test.tsx',
    forbidden: ['@/features/other/other'],
    allowed: ['../../../content/profile.json', './probe'],
  },
  {
    zone: ['src/app/**/*.test.{ts,tsx}', 'src/pages/**/*.test.{ts,tsx}'],
    file: 'src/app/probe.test.tsx',
    forbidden: ['../features/hero/hero', '../../samples/svg-kit.mjs'],
    allowed: ['../../content/profile.json', '@/features/hero/hero'],
  },
  {
    zone: ['src/test/**'],
    file: 'src/test/probe.ts',
    forbidden: ['../lib/constants', '../../server/core/app'],
    allowed: ['../../content/profile.json', '@/app/app'],
  },
  {
    zone: ['build/**'],
    file: 'build/probe.ts',
    forbidden: ['../tools/bench/budgets', '@/lib/constants', '../src/components/ui/button'],
    allowed: ['../src/app/entry-server', '../src/lib/constants', 'node:fs'],
  },
  {
    zone: ['build/inline/**'],
    file: 'build/inline/probe.ts',
    forbidden: ['react', 'node:fs', '../../src/components/ui/button', '../../tools/bench/budgets'],
    allowed: ['../../src/lib/constants', '../../src/boot/early-input', './inline-script'],
  },
  {
    zone: ['tools/**', 'fixtures/**'],
    file: 'tools/probe.ts',
    forbidden: ['../src/features/hero/hero', '../src/app/app'],
    allowed: ['../build/site-url', '../server/core/app', '../src/content/schemas'],
  },
  {
    zone: ['samples/*.mjs', 'samples/screens/**'],
    file: 'samples/probe.mjs',
    forbidden: ['../src/lib/constants', '../tools/owner/sample'],
    allowed: ['./svg-kit.mjs', 'sharp'],
  },
  {
    zone: ['samples/content/**', 'content/**'],
    file: 'content/probe.ts',
    forbidden: ['../src/features/hero/hero', '../../src/components/ui/button', '../tools/owner/sample'],
    allowed: ['../src/content/schemas', '../src/lib/images', 'zod'],
  },
  {
    zone: ['server/core/**', 'server/edge/**', 'server/contact/**'],
    file: 'server/core/probe.ts',
    forbidden: ['../node/file-store', 'node:fs', '@/lib/constants'],
    allowed: ['../contact/schema', '../../src/content/schemas'],
  },
  {
    zone: ['server/node/**', 'server/testing/**', 'server/security/**'],
    file: 'server/node/probe.ts',
    forbidden: ['../../build/head', '../../src/pages/home-page'],
    allowed: ['node:fs', '../core/app', '../../src/lib/constants'],
  },
  {
    zone: ['server/**/*.test.ts'],
    file: 'server/core/probe.test.ts',
    forbidden: ['../../tools/bench/budgets', '../../src/features/hero/hero'],
    allowed: ['node:fs', '../node/file-store'],
  },
  {
    zone: ['e2e/**'],
    file: 'e2e/probe.spec.ts',
    forbidden: ['../src/features/hero/hero', '@/lib/constants', '../samples/svg-kit.mjs'],
    allowed: ['../src/lib/constants', '../server/testing/harness'],
  },
];

const config = JSON.parse(readFileSync(join(root, '.oxlintrc.json'), 'utf8')) as { overrides: Override[] };
const zones = config.overrides.filter((override) => 'no-restricted-imports' in override.rules);
const sameFiles = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

/** The messages a zone gives, one per group of patterns. */
function messages(zone: string[]): string[] {
  const override = zones.find((candidate) => sameFiles(candidate.files, zone));
  if (!override) throw new Error(`No lint zone for ${zone.join(', ')} in .oxlintrc.json`);
  const [, options] = override.rules['no-restricted-imports'] as [string, { patterns: Pattern[] }];
  return options.patterns.map((pattern) => pattern.message);
}

interface Diagnostic {
  code: string;
  help: string;
  filename: string;
  labels: { span: { line: number } }[];
}

/** The zone's errors of each probe, by file and line (line n + 1 holds import n). */
const found = new Map<string, Map<number, string>>();
let folder = '';

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lint-zones-'));
  writeFileSync(join(folder, '.oxlintrc.json'), JSON.stringify(config));
  for (const probe of probes) {
    const imports = [...probe.forbidden, ...probe.allowed];
    mkdirSync(join(folder, dirname(probe.file)), { recursive: true });
    writeFileSync(
      join(folder, probe.file),
      imports.map((specifier, index) => `import * as p${index} from '${specifier}';\n`).join('') +
        `export const probes = [${imports.map((_, index) => `p${index}`).join(', ')}];\n`,
    );
  }
  const oxlint = join(root, 'node_modules', '.bin', 'oxlint');
  const args = ['-c', '.oxlintrc.json', '--format', 'json', ...probes.map((probe) => probe.file)];
  // oxlint exits with 1 when it finds errors, which the probes are there to give.
  const stdout = await promisify(execFile)(oxlint, args, { cwd: folder }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  for (const diagnostic of diagnostics) {
    if (diagnostic.code !== 'eslint(no-restricted-imports)') continue;
    const lines = found.get(diagnostic.filename) ?? new Map<number, string>();
    lines.set(diagnostic.labels[0]?.span.line ?? 0, diagnostic.help);
    found.set(diagnostic.filename, lines);
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('lint zones', () => {
  it('has a probe for every zone of .oxlintrc.json', () => {
    const probed = zones.filter((zone) => probes.some((probe) => sameFiles(probe.zone, zone.files)));
    expect(probed.map((zone) => zone.files)).toEqual(zones.map((zone) => zone.files));
  });

  it.each(probes.map((probe) => [probe.file, probe] as const))(
    '%s: forbidden imports fail with its zone’s message, allowed ones pass',
    (file, probe) => {
      const zoneMessages = messages(probe.zone);
      const errors = found.get(file) ?? new Map<number, string>();
      const lineOf = (specifier: string) => [...probe.forbidden, ...probe.allowed].indexOf(specifier) + 1;
      for (const specifier of probe.forbidden)
        expect(zoneMessages, `${file} imports ${specifier}`).toContain(errors.get(lineOf(specifier)));
      for (const specifier of probe.allowed)
        expect(errors.get(lineOf(specifier)), `${file} imports ${specifier}`).toBe(undefined);
      // Every group of the zone's patterns refuses something.
      expect(new Set(probe.forbidden.map((specifier) => errors.get(lineOf(specifier))))).toEqual(
        new Set(zoneMessages),
      );
    },
  );
});
