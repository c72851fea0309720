import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from './router-pure.ts';

const dist = 'node_modules/react-router/dist/production';
const routerFiles = readdirSync(dist).filter((name) => /^chunk-[\w-]+\.mjs$/.test(name));

describe('markRouterPure', () => {
  it('finds the components in the installed React Router build (an update that reshapes it fails here)', () => {
    const code = routerFiles.map((name) => readFileSync(join(dist, name), 'utf8')).join('\n');
    const marked = markRouterPure(code);
    expect(marked).not.toMatch(/^\w+\.displayName = /m);
    expect(marked).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(marked).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  });

  it('leaves other code as it was', () => {
    const code = 'var x = React.useState(0);\nfoo.displayName = bar;\n';
    expect(markRouterPure(code)).toBe(code);
  });
});
