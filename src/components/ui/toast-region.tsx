import { X } from 'lucide';
import { ToastContainer, toast } from 'react-toastify/unstyled';
// The unstyled build plus its stylesheet as a file: the default build injects a <style> element, which the
// Content-Security-Policy (no 'unsafe-inline') refuses.
import 'react-toastify/ReactToastify.css';
import { LineIcon } from '@/components/ui/line-icon';
import { TOAST_DEFAULTS } from '@/lib/constants';
import { mirroredCorner } from '@/lib/reading-direction';

export { toast };

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

export interface ToastRegionProps {
  /** Names the notification region, and says which key focuses it. */
  label: string;
  closeLabel: string;
  /** A right-to-left page: toasts at the mirrored corner, their icon and text from the right. */
  rtl?: boolean;
}

/** Where toasts appear, with the spec's defaults: loaded with the toast library, at the first toast. */
export function ToastRegion({ label, closeLabel, rtl = false }: ToastRegionProps) {
  return (
    <ToastContainer
      position={mirroredCorner(TOAST_DEFAULTS.position, rtl ? 'rtl' : 'ltr')}
      rtl={rtl}
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
