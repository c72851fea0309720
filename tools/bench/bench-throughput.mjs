// @ts-check
// `npm run bench:throughput`: `npm start` against an in-memory reference that sends the same status, headers and bytes
// (tools/bench/throughput-reference.mjs, plain `node`), for GET / and for the largest script, each with brotli accepted
// and with no encoding accepted. wrk, 50 connections, 10 s a run; the two alternate, the first of each pair changing
// from round to round, after one unrecorded 2 s run each. Prints, as Markdown, the medians of the requests per second,
// the median of each round's ratio (its two runs back to back, under the same load), each side's CPU time per request
// (user and system, all threads; steadier than the rates on a shared machine), and each side's peak resident memory
// while serving that case (VmHWM, reset before it). Builds first, unless --no-build. THROUGHPUT_ROUNDS: 5.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROUNDS = Number(process.env.THROUGHPUT_ROUNDS ?? 5);
const LOAD = { seconds: 10, warmUpSeconds: 2, connections: 50 };
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4780) + 1;
const REFERENCE_PORT = SERVER_PORT + 1;
const origins = {
  reference: `http://127.0.0.1:${REFERENCE_PORT}`,
  server: `http://127.0.0.1:${SERVER_PORT}`,
};
/** @typedef {keyof typeof origins} Side */

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const assets = 'dist/client/assets';
const [largestScript] = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .toSorted((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size);
if (!largestScript) throw new Error(`no script in ${assets}`);
const paths = ['/', `/assets/${largestScript}`];
/** Each path as a browser asking for brotli gets it, and as a client that accepts no encoding does. */
const cases = paths.flatMap((path) => ['br', 'identity'].map((accept) => ({ path, accept })));

/**
 * One answer, as a client sending `accept` as its Accept-Encoding gets it: status, headers but those of the
 * connection, raw bytes.
 * @param {string} url
 * @param {string} accept
 * @returns {Promise<{ status: number, headers: string, body: Buffer }>}
 */
const answer = (url, accept = 'br') =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': accept } }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
        const headers = JSON.stringify(Object.entries(rest).toSorted(([a], [b]) => a.localeCompare(b)));
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });

/** @param {string} url */
async function whenServing(url) {
  for (const end = Date.now() + 30_000; Date.now() < end; await sleep(100)) {
    if (
      await answer(url).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/**
 * The node process of `npm start` (the one running tools/start.mjs in the process group `group`).
 * @param {number} group
 */
function serverPid(group) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if ((command ?? '').endsWith('node') && args.includes('tools/start.mjs')) return Number(pid);
    } catch {
      // The process ended while being read: not ours.
    }
  }
  throw new Error('the server process was not found under /proc');
}

/**
 * CPU time a process has used, user and system, all its threads, in µs (Linux clock ticks of 10 ms).
 * @param {number} pid
 */
function cpuMicroseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime = 0, stime = 0] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return (utime + stime) * 10_000;
}

/**
 * The peak resident memory of a process since it started or since `resetPeak`, in MB (VmHWM).
 * @param {number} pid
 */
function peakMegabytes(pid) {
  const kilobytes = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kilobytes / 1024;
}

/**
 * Starts a process's peak resident memory again from its present size (Linux: 5 to clear_refs).
 * @param {number} pid
 */
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * wrk on `url` for `seconds`, with `accept` as the Accept-Encoding: requests per second, and the CPU µs per request of
 * `pid`. Fails on an answer other than 2xx or a failed connection, read or write; a request past wrk's 2 s timeout (a
 * busy machine) only lowers the rate.
 * @param {string} url
 * @param {string} accept
 * @param {number} seconds
 * @param {number} pid
 */
function run(url, accept, seconds, pid) {
  const before = cpuMicroseconds(pid);
  const wrk = spawnSync(
    'wrk',
    ['-t1', `-c${LOAD.connections}`, `-d${seconds}s`, '-H', `Accept-Encoding: ${accept}`, url],
    { encoding: 'utf8' },
  );
  const cpu = cpuMicroseconds(pid) - before;
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(wrk.stdout)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(wrk.stdout)?.[1]);
  const failed =
    /Socket errors: connect (\d+), read (\d+), write (\d+)/.exec(wrk.stdout)?.slice(1).map(Number) ?? [];
  if (wrk.status !== 0 || !(perSecond > 0) || /Non-2xx/.test(wrk.stdout) || failed.some((count) => count > 0))
    throw new Error(`wrk on ${url} failed:\n${wrk.stdout}${wrk.stderr}`);
  return { perSecond: Math.round(perSecond), cpuPerRequest: cpu / requests };
}

const median = (/** @type {number[]} */ values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const site = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(SERVER_PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
  detached: true,
});
if (site.pid === undefined) throw new Error('npm start did not start');
/** @type {import('node:child_process').ChildProcess | undefined} */
let copy;
const rows = [];
const loadBefore = loadavg()[0] ?? NaN;
try {
  await whenServing(`${origins.server}/`);
  copy = spawn(
    'node',
    [
      'tools/bench/throughput-reference.mjs',
      String(REFERENCE_PORT),
      origins.server,
      ...cases.map(({ path, accept }) => `${accept} ${path}`),
    ],
    { stdio: 'inherit' },
  );
  await whenServing(`${origins.reference}/`);
  const pids = { reference: copy.pid ?? NaN, server: serverPid(site.pid) };
  for (const { path, accept } of cases) {
    const [ours, theirs] = await Promise.all([
      answer(`${origins.server}${path}`, accept),
      answer(`${origins.reference}${path}`, accept),
    ]);
    if (ours.status !== theirs.status || ours.headers !== theirs.headers || !ours.body.equals(theirs.body))
      throw new Error(`the reference does not answer ${path} (${accept}) as the server does`);
  }
  for (const { path, accept } of cases) {
    /** @type {Side[]} */
    const sides = ['reference', 'server'];
    for (const side of sides) resetPeak(pids[side]);
    for (const side of sides) run(`${origins[side]}${path}`, accept, LOAD.warmUpSeconds, pids[side]);
    /** @type {Record<Side, ReturnType<typeof run>[]>} */
    const runs = { reference: [], server: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 ? sides.toReversed() : sides)
        runs[side].push(run(`${origins[side]}${path}`, accept, LOAD.seconds, pids[side]));
      const [theirs, ours] = [runs.reference.at(-1), runs.server.at(-1)];
      console.log(
        `${path} (${accept}) round ${round + 1}: reference ${theirs?.perSecond}, server ${ours?.perSecond}`,
      );
    }
    const rates = (/** @type {Side} */ side) => runs[side].map((r) => r.perSecond);
    const cpu = (/** @type {Side} */ side) => median(runs[side].map((r) => r.cpuPerRequest)).toFixed(1);
    rows.push({
      path,
      accept,
      peak: `${peakMegabytes(pids.reference).toFixed(0)} / ${peakMegabytes(pids.server).toFixed(0)}`,
      reference: median(rates('reference')),
      server: median(rates('server')),
      ratio: median(rates('server').map((rate, i) => rate / (rates('reference')[i] ?? NaN))),
      cpu: `${cpu('reference')} / ${cpu('server')}`,
      runs: rates('reference').map((rate, i) => `${rate} / ${rates('server')[i]}`),
    });
  }
} finally {
  copy?.kill();
  process.kill(-site.pid);
}

const table = [
  '| GET | Accept-Encoding | reference req/s | server req/s | ratio | CPU µs/request (reference / server) | peak RSS MB (reference / server) | runs (reference / server) |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.path} | ${row.accept} | ${Math.round(row.reference)} | ${Math.round(row.server)} | ${row.ratio.toFixed(2)} | ${row.cpu} | ${row.peak} | ${row.runs.join(', ')} |`,
  ),
];
const loadAfter = loadavg()[0] ?? NaN;
console.log(
  `\n${ROUNDS} rounds of wrk -t1 -c${LOAD.connections} -d${LOAD.seconds}s per side, medians; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.\n\n${table.join('\n')}`,
);
