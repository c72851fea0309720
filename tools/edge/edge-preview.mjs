// `npm run edge:preview`: the Cloudflare Worker as wrangler.jsonc deploys it, run locally in workerd (Miniflare) on
// PORT (default 8787) and HOST (default 127.0.0.1): the built site as its static assets, D1 kept in data/edge between
// runs (wrangler's layout: `npx wrangler d1 execute DB --local --persist-to data/edge --command "…"` reads it), the
// e-mail variables from the environment or .env, and the Cron Triggers fired on their schedule (UTC). The npm script
// builds first (npm run build, npm run build:edge). Type `c` and Enter to run the Cron Triggers now; Ctrl-C stops.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { emailVariables, projectRoot, startEdgeRuntime } from './edge-runtime.mjs';

const names = {
  month: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  weekday: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
};
/** @typedef {{ min: number; max: number; names?: string[]; offset?: number; namesOnly?: boolean }} CronField */
// minute, hour, day of the month, month, day of the week. The days of the week by name only: numbers differ
// between cron dialects.
/** @type {CronField[]} */
const fields = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: names.month, offset: 1 },
  { min: 0, max: 6, names: names.weekday, offset: 0, namesOnly: true },
];

/**
 * The values of one cron field, or undefined for syntax this preview does not schedule (L, W, #, …).
 * @param {string} text
 * @param {CronField} field
 * @returns {Set<number> | undefined}
 */
function fieldValues(text, { min, max, names: labels, offset = 0, namesOnly = false }) {
  /** @param {string} token */
  const value = (token) => {
    const named = labels?.indexOf(token.toUpperCase()) ?? -1;
    if (named >= 0) return named + offset;
    return !namesOnly && /^\d+$/.test(token) ? Number(token) : NaN;
  };
  /** @type {Set<number>} */
  const values = new Set();
  for (const item of text.split(',')) {
    const match = /^(\*|([^-/]+)(?:-([^/]+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) return undefined;
    const from = match[1] === '*' ? min : value(match[2] ?? '');
    const to = match[1] === '*' || (match[4] && !match[3]) ? max : match[3] ? value(match[3]) : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (![from, to].every((n) => Number.isInteger(n) && n >= min && n <= max) || step < 1) return undefined;
    for (let n = from; n <= to; n += step) values.add(n);
  }
  return values;
}

/**
 * A matcher of UTC minutes for a five-field cron expression, or undefined if this preview cannot schedule it.
 * @param {string} expression
 * @returns {((date: Date) => boolean) | undefined}
 */
function cronMatcher(expression) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return undefined;
  const [minutes, hours, days, months, weekdays] = parts.map((part, n) => {
    const field = fields[n];
    return field && fieldValues(part, field);
  });
  if (!minutes || !hours || !days || !months || !weekdays) return undefined;
  const anyDay = parts[2] === '*';
  const anyWeekday = parts[4] === '*';
  return (date) => {
    const day = days.has(date.getUTCDate());
    const weekday = weekdays.has(date.getUTCDay());
    return (
      minutes.has(date.getUTCMinutes()) &&
      hours.has(date.getUTCHours()) &&
      months.has(date.getUTCMonth() + 1) &&
      // As in cron: with both days restricted, either one will do.
      (anyDay || anyWeekday ? day && weekday : day || weekday)
    );
  };
}

// As the Node server does: a .env file fills in what the environment leaves unset; an empty value counts as unset.
if (existsSync('.env')) process.loadEnvFile('.env');
/** @type {Record<string, string>} */
const bindings = Object.fromEntries(
  emailVariables.flatMap((name) => {
    const value = process.env[name];
    return value ? [[name, value]] : [];
  }),
);
const persistDir = join(projectRoot, 'data/edge');

const started = performance.now();
const edge = await startEdgeRuntime({
  host: process.env.HOST || '127.0.0.1',
  port: Number(process.env.PORT || 8787),
  persistDir,
  bindings,
  logLevel: 'info',
});
console.log(
  `Cloudflare Worker (workerd) served at ${edge.url}/ in ${Math.round(performance.now() - started)} ms`,
);
console.log(`  D1 (DB): ${persistDir}`);
console.log(`  e-mail variables set: ${Object.keys(bindings).join(', ') || 'none'}`);

const schedules = edge.crons.map((cron) => ({ cron, matches: cronMatcher(cron) }));
for (const { cron, matches } of schedules)
  console.log(
    matches ? `  Cron Trigger "${cron}" (UTC)` : `  Cron Trigger "${cron}": not scheduled here, type c`,
  );

/**
 * @param {string} cron
 * @param {Date} time
 */
async function fire(cron, time) {
  try {
    await edge.fireCron(cron, time);
    console.log(`[cron] "${cron}" ran at ${time.toISOString()}`);
  } catch (error) {
    console.error(`[cron] "${cron}" failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** @type {NodeJS.Timeout | undefined} */
let timer;
function scheduleNextMinute() {
  const now = Date.now();
  const next = new Date(now - (now % 60_000) + 60_000);
  timer = setTimeout(() => {
    for (const { cron, matches } of schedules) if (matches?.(next)) void fire(cron, next);
    scheduleNextMinute();
  }, next.getTime() - now);
}
if (schedules.length) scheduleNextMinute();

/** @type {import('node:readline').Interface | undefined} */
let lines;
if (process.stdin.isTTY && schedules.length) {
  console.log('Type c and Enter to run the Cron Triggers now; Ctrl-C stops.');
  lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (line.trim() === 'c') for (const { cron } of schedules) void fire(cron, new Date());
  });
  lines.on('SIGINT', () => process.emit('SIGINT', 'SIGINT'));
}

// Miniflare's own handlers would end the process at once (code 130) on the first signal; stop as the Node server
// does instead: workerd shut down, then exit 0. A second Ctrl-C ends it at once. (Miniflare still kills workerd
// if the process exits any other way.)
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.removeAllListeners(signal);
  process.on(signal, () => {
    if (stopping) process.exit(130);
    stopping = true;
    clearTimeout(timer);
    lines?.close();
    void edge.stop().then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  });
}
