import { failedUrl } from './retry-import';

/** Session storage key: the chunk the page last reloaded itself for. */
const RELOADED_FOR = 'reloaded-for-chunk';

/**
 * After a redeploy, a page loaded earlier asks for chunks the server no longer has: a 404, or a static host's HTML
 * fallback where JavaScript was expected. Retrying cannot help; reloading gets the new page and its new chunks.
 * Once per missing file (session storage), so that a deploy that really lacks it ends on the error screen instead of
 * reloading forever; without session storage there is no such guard, hence no reload. A failure of the network
 * itself (no answer at all) is left to the retries. Resolves to whether it reloaded.
 */
export async function reloadIfRedeployed(error: unknown, reload = () => location.reload()) {
  const url = failedUrl(error);
  if (!url) return false;
  url.search = '';
  const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
  const type = answer?.headers.get('content-type') ?? '';
  if (!answer || !(answer.status === 404 || (answer.ok && !type.includes('javascript')))) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === url.pathname) return false;
    sessionStorage.setItem(RELOADED_FOR, url.pathname);
  } catch {
    return false;
  }
  reload();
  return true;
}
