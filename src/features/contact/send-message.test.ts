import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from './send-message';
import { contactRequest } from '@/test/contact-fixture';

const message = contactRequest();
const answer = (status: number, code?: string) =>
  vi.fn<typeof fetch>().mockResolvedValue(
    new Response(JSON.stringify(code ? { ok: false, error: { code, message: '' } } : { ok: true }), {
      status,
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('sendMessage', () => {
  it.each([
    [202, undefined, 'sent'],
    [404, undefined, 'no-server'],
    [405, undefined, 'no-server'],
    // A site whose contact settings are wrong: the visitor's mail client still gets the message out.
    [503, 'not_configured', 'no-server'],
    [503, 'storage_unavailable', 'failed'],
    [500, 'internal_error', 'failed'],
  ])('takes an answer %i %s as %s', async (status, code, result) => {
    vi.stubGlobal('fetch', answer(status, code));
    expect(await sendMessage(message)).toBe(result);
  });
});
