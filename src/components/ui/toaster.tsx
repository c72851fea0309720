import { X } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';
import { TOAST_DEFAULTS } from '@/lib/constants';
import { retryImport } from '@/lib/retry-import';

type Toastify = typeof import('react-toastify/unstyled');

// The toast library is not needed to paint the page: it loads on the first toast, and every mounted Toaster
// then renders its container (a toast shown before the container mounts waits in the library's queue).
let library: Toastify | null = null;
let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

function loadLibrary(): Promise<Toastify> {
  // The unstyled build plus its stylesheet as a file: the default build injects a <style> element, which the
  // Content-Security-Policy (no 'unsafe-inline') refuses.
  loading ??= Promise.all([
    retryImport(() => import('react-toastify/unstyled')),
    import('react-toastify/ReactToastify.css'),
  ]).then(
    ([module]) => {
      library = module;
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
  const { toast } = await loadLibrary();
  toast(message, options);
}

const [hotkeyModifier, hotkeyCode] = TOAST_DEFAULTS.hotkey;
const isHotkey = (event: KeyboardEvent) => event[hotkeyModifier] && event.code === hotkeyCode;

type CloseButtonProps = Partial<{ closeToast: (removedByUser?: boolean) => void; theme: string }>;

function ToastCloseButton({ label, closeToast, theme }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation(); // a click on the toast itself also closes it; close once
        closeToast?.(true);
      }}
      className={`Toastify__close-button Toastify__close-button--${theme ?? 'light'}`}
    >
      <LineIcon icon={X} className="size-4" />
    </button>
  );
}

interface ToasterProps {
  /** Names the notification region, and says which key focuses it. */
  label: string;
  closeLabel: string;
}

/** Where toasts appear, with the spec's defaults. Renders nothing until the first toast is asked for. */
export function Toaster({ label, closeLabel }: ToasterProps) {
  const toastify = useSyncExternalStore(
    subscribe,
    () => library,
    () => null,
  );
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoCloseMs}
      draggablePercent={TOAST_DEFAULTS.dragRemovalPercent}
      hotKeys={isHotkey}
      aria-label={label}
      // The progress bar carries an English-only label; the toasts are short-lived enough without it.
      hideProgressBar
      // The library's own close button is named in English only. It gets closeToast and theme when cloned.
      closeButton={<ToastCloseButton label={closeLabel} />}
    />
  );
}
