import { test } from '@playwright/test';
import { startEdge, type RunningEdge } from './edge.harness';
import { hostileRequests } from './hostile-requests';

// The same requests, the same answers, from the Node server (playwright.config.ts's) and from the Worker in workerd.

test.describe('the Node server', () => {
  for (const { name, check } of hostileRequests) test(name, ({ baseURL }) => check(baseURL ?? ''));
});

test.describe('the edge Worker', () => {
  // One Worker for the file: its tests run in order on one Playwright worker.
  test.describe.configure({ mode: 'default' });
  let edge: RunningEdge;
  test.beforeAll(async () => {
    edge = await startEdge();
  });
  test.afterAll(() => edge.stop());
  for (const { name, check } of hostileRequests) test(name, () => check(edge.url));
});
