import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received. */
export interface ApiRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A stand-in for an HTTPS e-mail API (Resend's `POST /emails`) on 127.0.0.1: records each request and answers with
 * the next status queued by `failNext`, else 200 with an id, as the service does.
 */
export async function startEmailApiPeer() {
  const received: ApiRequest[] = [];
  const statuses: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(status < 300 ? `{"id":"re_${received.length + 1}"}` : '{"message":"Service unavailable"}');
      if (status < 300) {
        received.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: JSON.parse(text),
        });
        for (const waiter of waiters.filter(({ count }) => received.length >= count)) waiter.resolve();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    /** The e-mails it accepted. */
    received,
    /** The next `count` requests fail with `status`. */
    failNext(count: number, status = 503) {
      statuses.push(...Array.from({ length: count }, () => status));
    },
    /** Resolves once `count` e-mails have been accepted. */
    waitForMails(count: number) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise<ApiRequest[]>((resolve) =>
        waiters.push({ count, resolve: () => resolve(received) }),
      );
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
