import '@/styles/app.css';
import * as reactDomClient from 'react-dom/client';

// React DOM and the app are two module graphs, each run in a task of its own (a dynamic import runs in a later task):
// as one graph of 290 KB they were a single 30-45 ms task on a slow phone. The page preloads both (`bootModule` in
// scripts/prerender.ts).
async function boot() {
  const { startApp } = await import('./start-app');
  await startApp(reactDomClient);
}

void boot();
