// The server under load: many clients asking for a page, and the server's resident memory before, at its peak and
// after (`npm start` sets the heap's limits), with the requests it answered per second.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';

export const LOAD = { seconds: 10, connections: 50, path: '/' };

/** What the memory pass measured. */
export interface MemoryUnderLoad {
  before: number;
  peak: number;
  after: number;
  perSecond: number;
  failed: number;
}

/** Resident memory of the `npm start` server (the node process running tools/start.mjs in its group), in MB. */
export function serverRssMb(group: number): number {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const processGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (processGroup !== group) continue;
      const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // Not npm, nor the shell it starts: the node process itself.
      if (!(command ?? '').endsWith('node') || !args.includes('tools/start.mjs')) continue;
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      return Math.round(rssKb / 1024);
    } catch {
      // The process ended while being read: not ours.
    }
  }
  throw new Error('the server process was not found under /proc');
}

/**
 * LOAD.connections clients requesting LOAD.path over kept-alive connections for LOAD.seconds, as a browser would
 * (brotli accepted), against the server on 127.0.0.1:`port` whose process group is `group`.
 */
export async function memoryUnderLoad(port: number, group: number): Promise<MemoryUnderLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD.connections });
  const before = serverRssMb(group);
  let peak = before;
  let answered = 0;
  let failed = 0;
  const end = Date.now() + LOAD.seconds * 1000;
  const request = () =>
    new Promise<void>((resolve) => {
      const options = {
        host: '127.0.0.1',
        port,
        path: LOAD.path,
        agent,
        headers: { 'accept-encoding': 'br, gzip' },
      };
      get(options, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) answered++;
          else failed++;
          resolve();
        });
      }).on('error', () => {
        failed++;
        resolve();
      });
    });
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb(group))), 250);
  await Promise.all(
    Array.from({ length: LOAD.connections }, async () => {
      while (Date.now() < end) await request();
    }),
  );
  clearInterval(sampler);
  agent.destroy();
  const after = serverRssMb(group);
  return {
    before,
    peak: Math.max(peak, after),
    after,
    perSecond: Math.round(answered / LOAD.seconds),
    failed,
  };
}
