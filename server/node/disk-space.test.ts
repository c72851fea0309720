// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskWarning } from './disk-space';

describe('diskWarning', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'disk-space-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says nothing while the disk that holds the messages has room', async () => {
    expect(await diskWarning(join(dir, 'messages.db'), 0)).toBeUndefined();
  });

  it('tells the owner when that disk is nearly full, and what it stops', async () => {
    const warning = await diskWarning(join(dir, 'messages.db'), Number.POSITIVE_INFINITY);
    expect(warning).toMatch(
      new RegExp(`^Disk: only [\\d.]+ [KMGT]?B free where the messages are stored \\(${dir}\\)`),
    );
    expect(warning).toContain('neither store new messages');
    expect(warning).toContain('resumes by itself');
  });
});
