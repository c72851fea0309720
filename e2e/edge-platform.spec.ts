// The Cloudflare Workers platform (wrangler.jsonc, run in workerd by e2e/edge.harness.ts): the Worker answers first,
// reads the built site through its ASSETS binding, queries D1, runs on its Cron Trigger, and D1 keeps its data
// between two starts on the same directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdge, type RunningEdge } from './edge.harness';

let edge: RunningEdge;
test.beforeAll(async () => {
  edge = await startEdge({ env: { EMAIL_FROM: 'Portfolio <portfolio@example.com>', CONTACT_TO: '' } });
});
test.afterAll(async () => {
  await edge?.stop();
});

test('the home page is the prerendered English HTML from the static assets', async ({ request }) => {
  const response = await request.get(`${edge.url}/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toMatch(/^<!doctype html>\s*<html lang="en"/i);
});

test('/api/edge-ping answers from D1, with the variables given to the harness', async ({ request }) => {
  const response = await request.get(`${edge.url}/api/edge-ping`);
  expect(response.status()).toBe(200);
  // An empty value counts as unset; nothing comes from the shell.
  expect(await response.json()).toEqual({ ok: true, one: 1, configured: ['EMAIL_FROM'] });
});

test('the Cron Trigger runs scheduled(), which writes to D1', async () => {
  expect(await edge.d1('SELECT COUNT(*) AS runs FROM cron_runs')).toEqual([{ runs: 0 }]);
  await edge.fireCron();
  expect(await edge.d1('SELECT cron FROM cron_runs')).toEqual([{ cron: '* * * * *' }]);
});

test('D1 keeps its data between two starts on the same directory', async () => {
  const persistDir = mkdtempSync(join(tmpdir(), 'edge-persist-'));
  try {
    const first = await startEdge({ persistDir });
    try {
      await first.fireCron();
      await first.d1('INSERT INTO cron_runs (cron, scheduled_time) VALUES (?, ?)', 'by hand', 42);
    } finally {
      await first.stop();
    }
    const second = await startEdge({ persistDir });
    try {
      expect(await second.d1('SELECT cron FROM cron_runs ORDER BY id')).toEqual([
        { cron: '* * * * *' },
        { cron: 'by hand' },
      ]);
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(persistDir, { recursive: true, force: true });
  }
});
