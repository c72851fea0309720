// The site and the contact API on the edge: the built Worker in workerd (Cloudflare's runtime, through miniflare),
// with its static assets, D1 and a local stand-in for the HTTPS e-mail API. What the Node server promises, here too.
import { expect, test } from '@playwright/test';
import { startEmailApiPeer } from '../server/testing/email-api-peer';
import { sampleFields } from '../src/test/contact-fixture';
import { requestBody, validMessage } from './contact-api.harness';
import { fallbackLanguage, secondLanguage } from './content';
import { badInputs, expectFormRefusals } from './contact-inputs';
import { startEdge, type RunningEdge } from './edge.harness';
import { pageAt, routes } from './site';

/** The fallback language, at the plain URLs, and another one (where the site has one), under its prefix. */
const [fallback, second] = [fallbackLanguage, secondLanguage];

let mail: Awaited<ReturnType<typeof startEmailApiPeer>>;
let edge: RunningEdge;
const started: RunningEdge[] = [];

const variables = () => ({
  EMAIL_API_URL: mail.url,
  EMAIL_API_KEY: 're_test_key',
  EMAIL_FROM: 'Portfolio <site@portfolio.test>',
  CONTACT_TO: 'owner@portfolio.test',
  OUTBOX_RETRY_BASE_MS: '100',
  OUTBOX_RETRY_MAX_MS: '100',
});
async function start(options: Parameters<typeof startEdge>[0] = {}) {
  const running = await startEdge({ env: variables(), ...options });
  started.push(running);
  return running;
}
/** Stops the Worker and starts it again over the same D1 data. */
async function restart(persistDir: string) {
  started.splice(started.indexOf(edge), 1);
  await edge.stop();
  edge = await start({ persistDir });
}
const post = (body: unknown) =>
  fetch(`${edge.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
interface Row {
  public_id: string;
  delivery: string;
  attempts: number;
  last_error: string | null;
}
/** The stored messages; none before the Worker has made its tables (at the first message). */
async function rows() {
  const [tables] = (await edge.d1(
    "SELECT COUNT(*) AS count FROM sqlite_master WHERE type = 'table' AND name = 'contact_messages'",
  )) as { count: number }[];
  if (!tables?.count) return [];
  return (await edge.d1('SELECT * FROM contact_messages ORDER BY id')) as Row[];
}

// Each test starts the Worker it needs (a start of workerd takes seconds): with the default variables, or others.
test.beforeEach(async () => {
  mail = await startEmailApiPeer();
});
test.afterEach(async () => {
  await Promise.all(started.splice(0).map((running) => running.stop()));
  await mail.stop();
});

test('serves every language URL complete, the not-found pages with 404, with the security headers and CSP', async () => {
  edge = await start();
  for (const [path, status, lang] of [
    [pageAt('/', fallback), 200, fallback],
    [pageAt(routes.projects.href(), second), 200, second],
    [pageAt('/nada', fallback), 404, fallback],
    [pageAt('/nada', second), 404, second],
  ] as const) {
    const response = await fetch(edge.url + path);
    expect(response.status, path).toBe(status);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(response.headers.get('content-language'), path).toBe(lang);
    // The page's header refuses framing; its meta tag carries the rest of the policy (build/policy-meta.tsx).
    expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    expect(html, path).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src &#39;self&#39; &#39;sha256-/,
    );
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
  }
  const redirect = await fetch(`${edge.url}${pageAt(routes.projects.href(), fallback)}?lng=${second}`, {
    redirect: 'manual',
  });
  expect([redirect.status, redirect.headers.get('location')]).toEqual([
    302,
    pageAt(routes.projects.href(), second),
  ]);
});

test('stores a valid message in D1 before it answers 202, then delivers it to the e-mail API', async () => {
  edge = await start();
  const answer = await post(validMessage);
  expect(answer.status).toBe(202);
  const { id } = (await answer.json()) as { id: string };
  // Stored when the answer came, whatever the delivery has done since.
  expect((await rows()).map((row) => row.public_id)).toEqual([id]);

  const [sent] = await mail.waitForMails(1);
  expect(sent).toMatchObject({
    method: 'POST',
    headers: { authorization: 'Bearer re_test_key', 'idempotency-key': `contact-${id}` },
    body: { from: 'Portfolio <site@portfolio.test>', to: ['owner@portfolio.test'] },
  });
  expect(sent?.body.text).toContain(validMessage.message);
  await expect.poll(async () => (await rows())[0]?.delivery).toBe('sent');
});

test("refuses each bad input as the Node server does, storing nothing; a bot's honeypot is told accepted", async () => {
  edge = await start({ env: { ...variables(), RATE_LIMIT_MAX: '1000', RATE_LIMIT_REFUSED_MAX: '1000' } });
  for (const [label, body, headers, status, code, field] of badInputs) {
    const response = await fetch(`${edge.url}/api/contact`, {
      method: 'POST',
      headers,
      body: requestBody(body),
    });
    expect(response.status, label).toBe(status);
    const answer = (await response.json()) as { ok: boolean; error: { code: string; field?: string | null } };
    expect([answer.ok, answer.error.code, answer.error.field], label).toEqual([false, code, field]);
  }
  await expectFormRefusals(edge.url);
  expect((await post({ ...validMessage, website: 'https://spam.example' })).status).toBe(202);
  expect(await rows()).toEqual([]);
});

test('past the rate limit the API answers 429 with Retry-After, to requests sent together too', async () => {
  edge = await start({ env: { ...variables(), RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' } });
  const answers = await Promise.all(Array.from({ length: 12 }, () => post(validMessage)));
  expect(answers.map(({ status }) => status).toSorted()).toEqual([202, 202, ...Array<number>(10).fill(429)]);
  expect(Number(answers.find(({ status }) => status === 429)?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await rows()).toHaveLength(2);
});

test('a wrong contact setting leaves every page up; the contact API alone says it is not set up', async () => {
  const { EMAIL_API_KEY: _unset, ...incomplete } = variables();
  edge = await start({ env: incomplete });
  for (const path of ['/', '/robots.txt', pageAt(routes.projects.href(), second)]) {
    const response = await fetch(edge.url + path);
    expect([response.status, response.headers.get('x-content-type-options')], path).toEqual([200, 'nosniff']);
  }
  const api = await post(validMessage);
  expect([api.status, ((await api.json()) as { error: { code: string } }).error.code]).toEqual([
    503,
    'not_configured',
  ]);
  const form = await fetch(`${edge.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...sampleFields, message: 'Hola', language: second }),
  });
  expect([form.status, form.headers.get('content-language')]).toEqual([503, second]);
});

test('a message the e-mail API refused is delivered by the Cron Trigger, after the Worker restarted', async () => {
  const persistDir = test.info().outputPath('d1');
  edge = await start({ persistDir });
  mail.failNext(1);
  expect((await post(validMessage)).status).toBe(202);
  await expect.poll(async () => (await rows())[0]).toMatchObject({ delivery: 'pending', attempts: 1 });
  expect((await rows())[0]?.last_error).toContain('503');

  await restart(persistDir);
  // Its retry time (100 ms) has passed by now: the next run of the trigger takes it.
  await edge.fireCron();
  expect(await mail.waitForMails(1)).toHaveLength(1);
  expect((await rows())[0]).toMatchObject({ delivery: 'sent', attempts: 2 });
});
