import { describe, expect, it } from 'vitest';
import { decodeFormBody, decodeJsonBody } from './body-decoding';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));
// "é" in Latin-1, as a page or a client in that encoding sends it.
const LATIN1_E = [0xe9];

describe('decodeJsonBody', () => {
  it('reads UTF-8 JSON, past a leading byte-order mark', () => {
    expect(decodeJsonBody(bytes('{"name":"José","n":1}'))).toEqual({
      ok: true,
      body: { name: 'José', n: 1 },
    });
    expect(decodeJsonBody(bytes([0xef, 0xbb, 0xbf], '{}'))).toEqual({ ok: true, body: {} });
    // A replacement character the visitor typed is text like any other.
    expect(decodeJsonBody(bytes('{"message":"\uFFFD"}'))).toEqual({ ok: true, body: { message: '\uFFFD' } });
  });

  it('refuses broken JSON as JSON', () => {
    expect(decodeJsonBody(bytes('{"name": '))).toEqual({ ok: false, code: 'invalid_json', fields: [] });
    expect(decodeJsonBody(bytes(''))).toEqual({ ok: false, code: 'invalid_json', fields: [] });
  });

  it('names the fields whose bytes are not UTF-8', () => {
    expect(decodeJsonBody(bytes('{"name":"Jos', LATIN1_E, '","message":"Hola"}'))).toEqual({
      ok: false,
      code: 'invalid_encoding',
      fields: ['name'],
    });
    // A surrogate encoded in bytes (CESU-8) is not UTF-8 either; nor is a truncated sequence.
    expect(
      decodeJsonBody(bytes('{"name":"Ana","message":"a', [0xed, 0xa0, 0x80], '","x":["', [0xc3], '"]}')),
    ).toEqual({ ok: false, code: 'invalid_encoding', fields: ['message', 'x'] });
  });

  it('refuses bad bytes outside any value for the body as a whole, never throwing', () => {
    for (const body of [
      bytes('{"nam', LATIN1_E, '":"Ana"}'),
      bytes('{"name":"Ana"}', LATIN1_E),
      bytes('{"name":"Jos', LATIN1_E),
      bytes('[', LATIN1_E, ']'),
      bytes([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    ])
      expect(decodeJsonBody(body)).toEqual({ ok: false, code: 'invalid_encoding', fields: [] });
  });
});

describe('decodeFormBody', () => {
  it('reads a urlencoded body as URLSearchParams does: plus signs, percent escapes, the last of a name', () => {
    expect(decodeFormBody(bytes('name=Jos%C3%A9+L%C3%B3pez&a=%zz%2B&a=2&empty&=v&&x=1=2'))).toEqual({
      values: { name: 'José López', a: '2', empty: '', '': 'v', x: '1=2' },
      notUtf8: [],
    });
    const odd = 'a=%&b=%4&c=%e2%82%ac&__proto__=p&d=\uFEFFx';
    expect(decodeFormBody(bytes(odd)).values).toEqual(Object.fromEntries(new URLSearchParams(odd)));
  });

  it('names the fields whose bytes are not UTF-8, raw or percent-encoded, keeping the rest of their text', () => {
    const raw = decodeFormBody(bytes('name=Jos', LATIN1_E, '&message=Hola&language=es'));
    expect(raw).toEqual({
      values: { name: 'Jos\uFFFD', message: 'Hola', language: 'es' },
      notUtf8: ['name'],
    });
    expect(decodeFormBody(bytes('name=Ana&message=Jos%E9+y+%ED%A0%80')).notUtf8).toEqual(['message']);
  });

  it('refuses bad bytes in a name for the body as a whole', () => {
    expect(decodeFormBody(bytes('nam%E9=Ana&message=Hola')).notUtf8).toEqual([null]);
    expect(decodeFormBody(bytes('na', LATIN1_E, 'me=Ana')).notUtf8).toEqual([null]);
  });
});
