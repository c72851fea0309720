import '@/styles/app.css';
import * as reactDomClient from 'react-dom/client';
import { yieldToMain } from './yield-to-main';

// React DOM and the app are two module graphs, each run in a task of its own: as one graph of 290 KB they were a
// single 30-45 ms task on a slow phone. The page preloads both (scripts/prerender.ts, `bootModule`).
async function boot() {
  await yieldToMain();
  const { startApp } = await import('./start-app');
  await startApp(reactDomClient);
}

void boot();
