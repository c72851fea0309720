// @ts-check
// The in-memory reference of `npm run bench:throughput`: fetches each path from the served site once (brotli
// accepted), then answers it from memory with the same status, headers and bytes. Argv: port, origin, paths…
import { createServer, get } from 'node:http';

const [port, origin, ...paths] = process.argv.slice(2);
/** @type {Map<string, { status: number, headers: Record<string, string | string[] | undefined>, body: Buffer }>} */
const answers = new Map();
for (const path of paths) {
  answers.set(
    path,
    await new Promise((resolve, reject) => {
      get(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const {
            date: _date,
            connection: _connection,
            'keep-alive': _keepAlive,
            ...headers
          } = response.headers;
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    }),
  );
}
createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) return void response.writeHead(404).end();
  response.writeHead(answer.status, answer.headers).end(answer.body);
}).listen(Number(port), '127.0.0.1');
