import '@/styles/app.css';
import * as reactDomClient from 'react-dom/client';
import { reloadIfRedeployed } from '@/boot/reload-if-redeployed';
import { retryImport } from '@/boot/retry-import';

// Vite reports each chunk that fails to load; the retries deal with a flaky link, and a page whose chunks a redeploy
// removed reloads itself once (see reload-if-redeployed.ts).
addEventListener('vite:preloadError', (event) => void reloadIfRedeployed(event.payload));

// React DOM and the app are two module graphs, each run in a task of its own (a dynamic import runs in a later task):
// as one graph of 290 KB they were a single 30-45 ms task on a slow phone. The page preloads both (`bootModule` in
// build/prerender.ts).
async function boot() {
  const { startApp } = await retryImport(() => import('./start-app'));
  await startApp(reactDomClient);
}

void boot();
