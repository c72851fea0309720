import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { openMessageStore } from '../server/node/libsql-database';
import type { MessageStore, StoredMessage } from '../server/contact/message-store';
import { contactRequest } from '../src/test/contact-fixture';

const root = resolve(import.meta.dirname, '..');

/** A valid body for POST /api/contact, as the form sends it. */
export const validMessage = contactRequest({ message: 'Hello, I would like to talk about a project.' });

export interface RunningServer {
  url: string;
  /** Stops the server as an operator would (SIGTERM) or as a crash does (SIGKILL). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

/**
 * A data directory for one test, and the built server (`npm run build` first) started on it as its own process on
 * 127.0.0.1 with a free port. Only the variables given here reach it: nothing from a developer's shell or .env.
 */
export class ServerHarness {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'contact-api-'));
  private readonly servers = new Set<RunningServer>();
  private readonly logs: (() => string)[] = [];
  private store: Promise<MessageStore> | undefined;

  private env(extra: Record<string, string>) {
    return {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      CLIENT_DIR: join(root, 'dist/client'),
      PAGES_FILE: join(root, 'dist/server/pages.json'),
      DATA_DIR: this.dataDir,
      ...extra,
    };
  }

  async start(extra: Record<string, string> = {}): Promise<RunningServer> {
    const child = spawn(process.execPath, [join(root, 'dist/server/server.js')], {
      cwd: this.dataDir,
      env: this.env(extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const url = await new Promise<string>((found, fail) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /served at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) found(match[1]);
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      void exited.then(() => fail(new Error(`The server exited before listening:\n${output}`)));
    });
    const server: RunningServer = {
      url,
      output: () => output,
      stop: async (signal = 'SIGTERM') => {
        this.servers.delete(server);
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      },
    };
    this.servers.add(server);
    this.logs.push(server.output);
    return server;
  }

  /** What `npm run messages -- --json` reports for this data directory. */
  async messages(): Promise<StoredMessage[]> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, 'dist/server/messages.js'), '--json', '--limit', '10000'],
      { cwd: this.dataDir, env: this.env({}) },
    );
    return (JSON.parse(stdout) as { messages: StoredMessage[] }).messages;
  }

  /**
   * Polls the messages until `accept` returns true. Reads the database directly: starting the CLI for every poll
   * costs a Node process each time.
   */
  async waitForMessages(accept: (messages: StoredMessage[]) => boolean, timeoutMs = 10_000) {
    const end = Date.now() + timeoutMs;
    this.store ??= openMessageStore({
      url: pathToFileURL(join(this.dataDir, 'messages.db')).href,
      authToken: undefined,
      dataDir: this.dataDir,
    });
    const store = await this.store;
    for (;;) {
      const messages = await store.list();
      if (accept(messages)) return messages;
      if (Date.now() > end) throw new Error(`Messages not as expected: ${JSON.stringify(messages, null, 2)}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }

  /** Everything the servers of this test printed, for the report of a failed test. */
  output(): string {
    return this.logs.map((log, n) => `--- server ${n + 1}\n${log()}`).join('\n');
  }

  async dispose() {
    await Promise.all([...this.servers].map((server) => server.stop()));
    (await this.store)?.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Posts JSON (or raw text) to the contact API with fetch, as a browser would. */
/** A test's request body: text or bytes as they are, anything else as JSON. */
export function requestBody(body: unknown): BodyInit {
  if (typeof body === 'string') return body;
  return body instanceof Uint8Array ? Uint8Array.from(body) : JSON.stringify(body);
}

export async function postContact(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: requestBody(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}
