import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screens } from './routes';

describe('lazy screens', () => {
  it('name files that exist, so the prerender step can preload their chunks', () => {
    const missing = Object.values(screens).filter((screen) => !existsSync(screen.file));
    expect(missing).toEqual([]);
  });
});
