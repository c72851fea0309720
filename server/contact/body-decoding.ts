// A body that is not UTF-8 (a page or a client in Latin-1, say) would be stored with U+FFFD where the visitor's
// letters were. It is refused instead, naming the fields whose bytes are bad, so that the visitor knows which text to
// send again. The Fetch standard's text() and URLSearchParams decode leniently and cannot say where the bad bytes
// were, hence the strict decoding here.
const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');
// A form's names and values keep a leading byte-order mark, as URLSearchParams keeps it.
const strictPart = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientPart = new TextDecoder('utf-8', { ignoreBOM: true });

/** `bytes` as text, and whether they were UTF-8 (else each bad sequence is U+FFFD). */
function decode(bytes: Uint8Array, [fatal, loose]: [TextDecoder, TextDecoder]) {
  try {
    return { text: fatal.decode(bytes), utf8: true };
  } catch {
    return { text: loose.decode(bytes), utf8: false };
  }
}

export type JsonBody =
  | { ok: true; body: unknown }
  /** `fields`: with `invalid_encoding`, the body's fields whose values have bad bytes; none for the body as a whole. */
  | { ok: false; code: 'invalid_json' | 'invalid_encoding'; fields: string[] };

const parseJson = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/**
 * A JSON body, decoded as the Fetch standard's text() does (a leading byte-order mark dropped), unless it is not
 * UTF-8: then it is decoded leniently and parsed, and the fields whose values came out with a replacement character
 * are the ones at fault. Bad bytes elsewhere (in a name, outside the object) leave no field to name.
 */
export function decodeJsonBody(bytes: Uint8Array): JsonBody {
  const { text, utf8 } = decode(bytes, [strict, lenient]);
  const parsed = parseJson(text);
  if (utf8)
    return parsed ? { ok: true, body: parsed.value } : { ok: false, code: 'invalid_json', fields: [] };
  const object = parsed?.value;
  const fields =
    object && typeof object === 'object' && !Array.isArray(object)
      ? Object.entries(object)
          .filter(([, value]) => JSON.stringify(value).includes('\uFFFD'))
          .map(([name]) => name)
      : [];
  return { ok: false, code: 'invalid_encoding', fields };
}

export interface FormBody {
  /** Each name's last value, bad bytes as U+FFFD: what the visitor sent, to show again. */
  values: Record<string, string>;
  /** The names whose values are not UTF-8; null for a name that is not. Empty for a body in UTF-8. */
  notUtf8: (string | null)[];
}

const isHex = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66));

/** The URL standard's percent-decoding of a name or value, `+` read as a space first. */
function percentDecode(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x25 && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
      out[length++] = parseInt(String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0), 16);
      i += 2;
    } else out[length++] = byte === 0x2b ? 0x20 : byte;
  }
  return out.subarray(0, length);
}

/** `bytes` split at each `separator`. */
function split(bytes: Uint8Array, separator: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let end = bytes.indexOf(separator); end !== -1; end = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return [...parts, bytes.subarray(start)];
}

/** A name and value, split at the first `=` (a name alone has an empty value). */
function nameAndValue(pair: Uint8Array): [Uint8Array, Uint8Array] {
  const equals = pair.indexOf(0x3d);
  return equals === -1 ? [pair, new Uint8Array()] : [pair.subarray(0, equals), pair.subarray(equals + 1)];
}

/**
 * An `application/x-www-form-urlencoded` body, parsed as the URL standard says (on bytes: split at `&` and the first
 * `=`, `+` and percent escapes decoded), each name and value then decoded strictly, so that a bad byte is found in
 * the field it belongs to, sent raw or percent-encoded.
 */
export function decodeFormBody(bytes: Uint8Array): FormBody {
  const entries: [string, string][] = [];
  const notUtf8 = new Set<string | null>();
  for (const pair of split(bytes, 0x26)) {
    if (pair.length === 0) continue;
    const [name, value] = nameAndValue(pair).map((part) =>
      decode(percentDecode(part), [strictPart, lenientPart]),
    );
    if (!name || !value) continue;
    if (!name.utf8) notUtf8.add(null);
    else if (!value.utf8) notUtf8.add(name.text);
    entries.push([name.text, value.text]);
  }
  return { values: Object.fromEntries(entries), notUtf8: [...notUtf8] };
}
