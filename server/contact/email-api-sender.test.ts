// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailApiSender } from './email-api-sender';
import type { StoredMessage } from './message-store';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for the provider: records each request and answers with the next status given. */
const received: Received[] = [];
const statuses: number[] = [];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: JSON.parse(text),
    });
    const status = statuses.shift() ?? 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(status < 300 ? '{"id":"re_1"}' : '{"message":"API key is invalid"}');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
});
afterAll(() => new Promise((done) => server.close(done)));

const message: StoredMessage = {
  id: 7,
  publicId: 'c0ffee00-0000-4000-8000-000000000007',
  receivedAt: Date.UTC(2026, 10, 26, 9, 30),
  name: 'Ana "La" López, PhD',
  email: 'ana@example.com',
  message: 'Hola,\nme interesa tu trabajo.',
  language: 'es',
  delivery: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
};

/** Sends the message to the stand-in. */
const send = () =>
  createEmailApiSender({
    url,
    key: 're_test_key',
    from: 'Portfolio <site@example.com>',
    to: 'owner@example.com',
    timeoutMs: 5_000,
  })(message);

describe('the HTTPS e-mail API sender', () => {
  it("posts the message in Resend's shape, with the bearer key and an idempotency key per message", async () => {
    await send();
    const [request] = received.splice(0);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/emails',
      headers: {
        authorization: 'Bearer re_test_key',
        'content-type': 'application/json',
        'idempotency-key': `contact-${message.publicId}`,
      },
      body: {
        from: 'Portfolio <site@example.com>',
        to: ['owner@example.com'],
        reply_to: '"Ana \\"La\\" López, PhD" <ana@example.com>',
        subject: 'Portfolio contact from Ana "La" López, PhD',
      },
    });
    expect((request?.body as { text?: string } | undefined)?.text).toContain(
      'Hola,\nme interesa tu trabajo.',
    );
  });

  it("rejects with the service's status and words when it refuses, so that the outbox tries again", async () => {
    statuses.push(401);
    await expect(send()).rejects.toThrow('The e-mail API answered 401: {"message":"API key is invalid"}');
    received.splice(0);
  });
});
