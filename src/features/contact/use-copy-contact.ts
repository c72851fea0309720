import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui/toaster';
import { COPY_TOAST } from '@/lib/constants';
import { mirroredCorner } from '@/lib/reading-direction';
import { useDirection } from '@/hooks/use-direction';

async function writeToClipboard(field: HTMLTextAreaElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    // No async clipboard (an older browser, or a page not served securely): copy the selection the old way.
    return document.execCommand('copy');
  }
}

/**
 * The copy action: selects the read-only contact text, copies it, confirms with a toast and clears the selection.
 * When copying fails the text stays selected, so the visitor can still copy it by hand.
 */
export function useCopyContact() {
  const { t } = useTranslation('home');
  const direction = useDirection();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const copy = async (returnFocusTo?: HTMLElement) => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.select();
    if (!(await writeToClipboard(field))) return;
    field.setSelectionRange(0, 0);
    window.getSelection()?.removeAllRanges();
    returnFocusTo?.focus();
    await showToast(t('contact.copied'), {
      type: 'success',
      position: mirroredCorner(COPY_TOAST.position, direction),
      theme: COPY_TOAST.theme,
      autoClose: COPY_TOAST.autoCloseMs,
      closeOnClick: COPY_TOAST.closeOnClick,
      pauseOnHover: COPY_TOAST.pauseOnHover,
      draggable: COPY_TOAST.draggable,
    }).catch(() => undefined); // the copy worked; only its confirmation could not load
  };

  return { fieldRef, copy };
}
