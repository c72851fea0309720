import { Copy } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useTranslation } from 'react-i18next';
import { ownerValues } from '@/content/owner-values';
import { useCopyContact } from './use-copy-contact';

/** The 'copy contact information' card: read-only contact text and a button that copies it. */
export function CopyCard() {
  const { t } = useTranslation('home');
  const { fieldRef, copy } = useCopyContact();
  const text = t('contact.copy_text', ownerValues(t));

  return (
    <div className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-semibold text-text">{t('contact.copy_title')}</h3>
        <button
          type="button"
          onClick={(event) => void copy(event.currentTarget)}
          className="inline-flex shrink-0 items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-semibold text-text transition hover:border-accent hover:text-accent active:translate-y-px print:hidden noscript:hidden!"
        >
          <LineIcon icon={Copy} className="size-4" />
          {t('contact.copy_button')}
        </button>
      </div>
      <label htmlFor="contact-copy-text" className="sr-only">
        {t('contact.copy_label')}
      </label>
      <textarea
        ref={fieldRef}
        id="contact-copy-text"
        readOnly
        value={text}
        rows={text.split('\n').length}
        onClick={() => void copy()}
        // Lines that start with a label in the page's language, or with an address, each take their own direction.
        dir="auto"
        className="mt-4 block w-full cursor-copy resize-none overflow-hidden [field-sizing:content] rounded-xl border border-border bg-bg px-4 py-3 font-mono text-xs leading-relaxed text-muted selection:bg-accent/30 selection:text-text sm:text-sm"
      />
    </div>
  );
}
