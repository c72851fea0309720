import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { appScripts, htmlOnTheWire, styleSheets } from './page-assets';

it("reads a page's scripts from its app loader's list, and its style sheets", () => {
  const html = `<link rel="stylesheet" fetchpriority="low" href="/assets/index-1.css"><script type="application/json" id="app-scripts">{"entry":"/assets/index-2.js","preloads":["/assets/app-3.js","/assets/react-4.js"],"fonts":[]}</script>`;
  expect(appScripts(html)).toEqual(['/assets/index-2.js', '/assets/app-3.js', '/assets/react-4.js']);
  expect(styleSheets(html)).toEqual(['/assets/index-1.css']);
});

it('counts every byte of the answer to a GET asking for brotli: its headers to the blank line, and its body', async () => {
  const body = Buffer.alloc(1000, 'x');
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers['accept-encoding'] ?? '');
    response.sendDate = false;
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const head =
      'HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 1000\r\nConnection: close\r\n\r\n';
    expect(await htmlOnTheWire(`http://127.0.0.1:${port}`, '/es/')).toEqual({
      headers: head.length,
      body: 1000,
      total: head.length + 1000,
    });
    expect(seen).toEqual(['br, gzip']);
  } finally {
    server.close();
  }
});

it('fails on an answer that is not the page', async () => {
  const server = createServer((_request, response) => {
    response.writeHead(302, { location: '/es/' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await expect(htmlOnTheWire(`http://127.0.0.1:${port}`, '/')).rejects.toThrow('GET /: HTTP/1.1 302 Found');
  } finally {
    server.close();
  }
});
