// @ts-check
// The in-memory reference of `npm run bench:throughput`: fetches each case from the served site once, then answers
// it from memory with the same status, headers and bytes. Argv: port, origin, cases as `<accept-encoding> <path>`.
import { createServer, get } from 'node:http';

const [port, origin, ...cases] = process.argv.slice(2);
/** @type {Map<string, { status: number, headers: Record<string, string | string[] | undefined>, body: Buffer }>} */
const answers = new Map();
for (const key of cases) {
  const [accept = '', path = ''] = key.split(' ');
  answers.set(
    key,
    await new Promise((resolve, reject) => {
      get(`${origin}${path}`, { headers: { 'accept-encoding': accept } }, (response) => {
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
  const answer = answers.get(`${request.headers['accept-encoding'] ?? ''} ${request.url ?? ''}`);
  if (!answer) return void response.writeHead(404).end();
  response.writeHead(answer.status, answer.headers).end(answer.body);
}).listen(Number(port), '127.0.0.1');
