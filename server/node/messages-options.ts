import { parseArgs } from 'node:util';
import { readConfig } from './config';

const DEFAULT_LIMIT = 50;
// A page the terminal can still show; older messages are a `--before` away. SQLite takes no number past 2^63 - 1,
// and JavaScript none past 2^53 - 1 exactly, so every number is checked before it reaches a query.
const MAX_LIMIT = 10_000;

function wholeNumber(value: string, max: number): number | undefined {
  const number = Number(value);
  return /^[1-9]\d*$/.test(value) && number <= max ? number : undefined;
}

function option(name: string, value: string | undefined, max: number, what: string) {
  if (value === undefined) return undefined;
  const number = wholeNumber(value, max);
  if (number === undefined) throw new Error(`--${name} takes ${what}, not "${value}"`);
  return number;
}

/** The options of `npm run messages`, or a failure naming the one at fault. */
export function readMessagesOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean', default: false },
      pending: { type: 'boolean', default: false },
      limit: { type: 'string' },
      before: { type: 'string' },
    },
  });
  return {
    json: values.json,
    pending: values.pending,
    limit: option('limit', values.limit, MAX_LIMIT, `a whole number from 1 to ${MAX_LIMIT}`) ?? DEFAULT_LIMIT,
    before: option('before', values.before, Number.MAX_SAFE_INTEGER, 'a message number from 1'),
  };
}

/**
 * A line for the owner when the server, started with this environment, would not forward messages: neither sender
 * is set, or a setting would stop it. Nothing when it forwards, through SMTP or the e-mail API alike.
 */
export function forwardingNote(env: NodeJS.ProcessEnv): string | undefined {
  try {
    const { smtp, emailApi } = readConfig(env);
    if (smtp || emailApi) return undefined;
  } catch (error) {
    return `The server would not start with the settings here: ${error instanceof Error ? error.message : error}`;
  }
  return 'Neither SMTP_HOST nor EMAIL_API_URL is set here: the server keeps messages in the database without forwarding them.';
}
