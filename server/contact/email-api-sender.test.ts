// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailApiPeer } from '../testing/email-api-peer';
import { createEmailApiSender } from './email-api-sender';
import { storedMessage } from '../testing/outbox-fixture';

let peer: Awaited<ReturnType<typeof startEmailApiPeer>>;
beforeAll(async () => {
  peer = await startEmailApiPeer();
});
afterAll(() => peer.stop());

const message = storedMessage(7, Date.UTC(2026, 10, 26, 9, 30), {
  name: 'Ana "La" López, PhD',
  message: 'Hola,\nme interesa tu trabajo.',
});

/** Sends the message to the stand-in. */
const send = () =>
  createEmailApiSender({
    url: peer.url,
    key: 're_test_key',
    from: 'Portfolio <site@example.com>',
    to: 'owner@example.com',
    timeoutMs: 5_000,
  })(message);

describe('the HTTPS e-mail API sender', () => {
  it("posts the message in Resend's shape, with the bearer key and an idempotency key per message", async () => {
    await send();
    const [request] = peer.received.splice(0);
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
    peer.failNext(1, 401);
    await expect(send()).rejects.toThrow('The e-mail API answered 401: {"message":"Service unavailable"}');
    expect(peer.received).toEqual([]);
  });
});
