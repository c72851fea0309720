// Building and serving a site folder (this one, or a copy the scale scenario made) for the bench: `npm run build` and
// `npm start` as an owner runs them, on 127.0.0.1.
import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * This environment for a child that builds or serves a site, without the NODE_ENV that Vite's module runner
 * (tools/run.mjs) set here to `development`: a build started with it is a development build of React.
 */
export function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _runner, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

/** How long a command took: on the clock, and in CPU time (user and system, every process and thread of it). */
export interface Timing {
  ms: number;
  cpuMs: number;
}

/**
 * CPU time of the children this process has waited for, and of theirs (cutime and cstime of /proc/self/stat, in
 * clock ticks of 10 ms): what a command cost, which a shared machine's load changes far less than its duration.
 */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command's name, from the third (state): cutime and cstime are the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * Runs a command in the site's folder and returns how long it took; throws with its output when it fails (a content
 * mistake names its file and field there). `inherit` shows its output as it runs; `env` is added to the site's
 * environment (siteEnv).
 */
export function timedCommand(
  root: string,
  command: string,
  args: string[],
  stdio: 'inherit' | 'pipe' = 'pipe',
  env: Record<string, string> = {},
): Timing {
  const [started, cpu] = [performance.now(), childrenCpuMs()];
  const result = spawnSync(command, args, {
    cwd: root,
    env: siteEnv(env),
    stdio: stdio as StdioOptions,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const timing = { ms: performance.now() - started, cpuMs: childrenCpuMs() - cpu };
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${root} (exit ${result.status}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
    );
  return timing;
}

/**
 * Builds the site of `root` as `npm run build` does, one step of its script (`a && b && c`) at a time, as npm runs
 * them (a shell, the site's node_modules/.bin first on the PATH), and times each: the prerender step cannot be run
 * again alone after a build, as it writes its pages over the template it reads.
 */
export function timedBuild(root: string): Timing & { steps: (Timing & { command: string })[] } {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const path = [join(root, 'node_modules/.bin'), process.env.PATH].join(delimiter);
  const steps = (scripts['build'] ?? '').split('&&').map((step) => {
    const command = step.trim();
    return { command, ...timedCommand(root, 'sh', ['-c', command], 'pipe', { PATH: path }) };
  });
  const sum = (key: keyof Timing) => steps.reduce((total, step) => total + step[key], 0);
  return { ms: sum('ms'), cpuMs: sum('cpuMs'), steps };
}

/** Waits until `url` answers 200, failing when `stopped()` says the server ended, or after a minute. */
export async function waitForServer(url: string, stopped: () => boolean = () => false) {
  for (let i = 0; i < 600; i++) {
    if (stopped()) throw new Error(`the server stopped before answering ${url}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`the server did not answer ${url}`);
}

/** A site served by `npm start`: where, its process group (the memory pass reads it), and how to stop it. */
export interface RunningSite {
  origin: string;
  port: number;
  group: number;
  stop: () => void;
}

/**
 * Serves the built site of `root` with `npm start` on 127.0.0.1:`port`, in a process group of its own, once it
 * answers `readyPath`.
 */
export async function startSite(root: string, port: number, readyPath: string): Promise<RunningSite> {
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: siteEnv({ PORT: String(port), HOST: '127.0.0.1' }),
    stdio: 'ignore',
    detached: true,
  });
  // No pid means it did not start.
  const group = server.pid;
  if (group === undefined) throw new Error('npm start did not start');
  const stop = () => {
    if (server.exitCode === null) process.kill(-group);
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}${readyPath}`, () => server.exitCode !== null);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, port, group, stop };
}
