// Building and serving a site folder (this one, or a copy the scale scenario made) for the bench: `npm run build` and
// `npm start` as an owner runs them, on 127.0.0.1.
import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * This environment for a child that builds or serves a site, without the NODE_ENV that Vite's module runner
 * (tools/run.mjs) set here to `development`: a build started with it is a development build of React.
 */
export function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _runner, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

/**
 * Runs a command in the site's folder and returns how long it took, in milliseconds; throws with its output when it
 * fails (a content mistake names its file and field there). `inherit` shows its output as it runs.
 */
export function timedCommand(
  root: string,
  command: string,
  args: string[],
  stdio: 'inherit' | 'pipe' = 'pipe',
) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    env: siteEnv(),
    stdio: stdio as StdioOptions,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${root} (exit ${result.status}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
    );
  return ms;
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
