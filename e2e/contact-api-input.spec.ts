import { request } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { postContact, ServerHarness, validMessage } from './contact-api.harness';
import { badInputs, expectFormRefusals, JSON_TYPE } from './contact-inputs';

// What the contact API refuses, against the built server on 127.0.0.1. Nothing refused may leave a row.
let harness: ServerHarness;
test.beforeEach(() => {
  harness = new ServerHarness();
});
test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server output', { body: harness.output() });
  await harness.dispose();
});

/**
 * Posts `chunks` chunks of 16 KB with no Content-Length (chunked) and answers the status. It has a connection of its
 * own: the server closes it after refusing the body, and a pooled one could be reused by the next request.
 */
function postStreamed(url: string, chunks: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const post = request(
      `${url}/api/contact`,
      { method: 'POST', headers: JSON_TYPE, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    post.on('error', reject);
    for (let i = 0; i < chunks; i++) post.write(' '.repeat(16 * 1024));
    post.end();
  });
}

test('each bad input gets its 4xx with a JSON error naming the field, and leaves no row', async () => {
  const server = await harness.start({ RATE_LIMIT_MAX: '1000', RATE_LIMIT_REFUSED_MAX: '1000' });
  for (const [label, body, headers, status, code, field] of badInputs) {
    const response = await postContact(server.url, body, headers);
    expect(response.status, label).toBe(status);
    expect(response.headers.get('content-type'), label).toContain('application/json');
    const answer = response.json() as { ok: boolean; error: { code: string; field?: string | null } };
    expect(answer.ok, label).toBe(false);
    expect(answer.error.code, label).toBe(code);
    expect(answer.error.field, label).toBe(field);
    expect(response.text, `${label}: no stack trace`).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/server\//);
  }
  // A native form post is answered with a page, in its language, naming the field.
  await expectFormRefusals(server.url);

  // A body streamed in chunks, with no Content-Length to refuse it by.
  expect(await postStreamed(server.url, 8)).toBe(413);

  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    const response = await fetch(`${server.url}/api/contact`, { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.get('allow'), method).toBe('POST');
  }

  // A bot that fills the honeypot is told "accepted" and stored nowhere.
  expect((await postContact(server.url, { ...validMessage, website: 'https://spam.example' })).status).toBe(
    202,
  );

  expect(await harness.messages()).toEqual([]);
});

/**
 * Sends raw request head `lines` on a new connection and answers what the server sent once it closed the connection,
 * or once what it sent matches `until`.
 */
function rawExchange(
  url: string,
  lines: string[],
  until?: RegExp,
): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (data) => {
      text += data.toString('latin1');
      if (until?.test(text)) {
        socket.destroy();
        resolve({ text, closed: false });
      }
    });
    socket.on('close', () => resolve({ text, closed: true }));
    socket.on('error', reject);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

test('a body refused before it is read: no 100 Continue for it, and its connection closed, not left to fail', async () => {
  const server = await harness.start();
  const { host } = new URL(server.url);
  const oversized = await rawExchange(server.url, [
    'POST /api/contact HTTP/1.1',
    `Host: ${host}`,
    'Content-Type: application/json',
    'Content-Length: 100000',
    'Expect: 100-continue',
  ]);
  expect(oversized.text).not.toContain('100 Continue');
  expect(oversized.text).toMatch(/^HTTP\/1\.1 413 /);
  expect(oversized.text.toLowerCase()).toContain('connection: close');
  expect(oversized.closed).toBe(true);

  // A body the API may take is invited as before.
  const small = await rawExchange(
    server.url,
    [
      'POST /api/contact HTTP/1.1',
      `Host: ${host}`,
      'Content-Type: application/json',
      'Content-Length: 200',
      'Expect: 100-continue',
    ],
    /\r\n\r\n/,
  );
  expect(small.text).toMatch(/^HTTP\/1\.1 100 Continue/);
});

test('past the rate limit the API answers 429 with Retry-After, whatever X-Forwarded-For says', async () => {
  const server = await harness.start({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  for (let n = 1; n <= 3; n++) expect((await postContact(server.url, validMessage)).status).toBe(202);

  const limited = await postContact(server.url, validMessage);
  expect(limited.status).toBe(429);
  expect((limited.json() as { error: { code: string } }).error.code).toBe('rate_limited');
  const retryAfter = Number(limited.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Proxies are not trusted by default, so a forged header buys no new budget.
  expect((await postContact(server.url, validMessage, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(
    429,
  );

  expect(await harness.messages()).toHaveLength(3);
});

test('a wrong variable stops the server at start-up with a message naming it', async () => {
  await expect(harness.start({ SMTP_HOST: '127.0.0.1', RATE_LIMIT_MAX: 'many' })).rejects.toThrow(
    /exited before listening:\s+Invalid configuration:\s+RATE_LIMIT_MAX: .*\s+SMTP_FROM: is required when SMTP_HOST is set/,
  );
});

test('a stopping server does not wait on a connection whose request never ends', async () => {
  const server = await harness.start();
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  await new Promise((connected) => socket.once('connect', connected));
  // A request begun and never finished (its headers never end), as a stalled client or a preconnected socket leaves it.
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  const stopping = Date.now();
  await server.stop();
  // Its grace period (server/node/index.ts), not the 20 s headers timeout and Node's 30 s check after it.
  expect(Date.now() - stopping).toBeLessThan(12_000);
  socket.destroy();
});
