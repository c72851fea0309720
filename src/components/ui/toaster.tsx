import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ToastOptions } from 'react-toastify/unstyled';
import { retryImport } from '@/boot/retry-import';
import type { ToastRegionProps } from './toast-region';

type Region = typeof import('./toast-region');

// The toast library is not needed to paint the page: it loads on the first toast, with the region that shows it,
// and every mounted Toaster then renders that region (a toast shown before it mounts waits in the library's queue).
let region: Region | null = null;
let loading: Promise<Region> | undefined;
const listeners = new Set<() => void>();

function loadRegion(): Promise<Region> {
  loading ??= retryImport(() => import('./toast-region')).then(
    (module) => {
      region = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a later toast may try again
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast, loading the library on first use. */
export async function showToast(message: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await loadRegion();
  toast(message, options);
}

/**
 * Where toasts appear: at the end of the body, whoever renders it, since a section rendered when near
 * (`content-visibility`) contains its fixed descendants and put the copy toast hundreds of pixels above the viewport.
 * Renders nothing until the first toast is asked for.
 */
export function Toaster(props: ToastRegionProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => region,
    () => null,
  );
  return loaded && createPortal(<loaded.ToastRegion {...props} />, document.body);
}
