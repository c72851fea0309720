import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { PageStore } from './page-store';

const config = readConfig();
const app = createApp({
  clientDir: config.CLIENT_DIR,
  pages: new PageStore(config.CLIENT_DIR, config.PAGES_FILE),
});

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  console.log(
    `Portfolio served at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
