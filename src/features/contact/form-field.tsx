import type { ChangeEvent } from 'react';
import { contactFieldSpec, type ContactField } from '@/lib/constants';

interface FormFieldProps {
  name: ContactField;
  label: string;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: () => void;
}

const controlClass =
  'mt-2 block w-full rounded-xl border border-border bg-bg px-4 py-3 text-text placeholder:text-muted/70 transition-colors hover:border-muted/60 focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-danger disabled:opacity-60';

/** A labelled, required field of the contact form. */
export function FormField(props: FormFieldProps) {
  const { name, label, placeholder, invalid, describedBy, onChange, onFocus } = props;
  const id = `contact-${name}`;
  const { kind, maxLength, autoComplete } = contactFieldSpec(name);
  const common = {
    id,
    name,
    placeholder,
    onChange,
    onFocus,
    required: true,
    maxLength,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? describedBy : undefined,
    className: controlClass,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {kind === 'text' ? (
        // A message in whatever language the visitor writes; an address reads left to right in any.
        <textarea {...common} dir="auto" rows={5} className={`${controlClass} min-h-32 resize-y`} />
      ) : (
        <input
          {...common}
          type={kind === 'email' ? 'email' : 'text'}
          dir={kind === 'email' ? 'ltr' : undefined}
          autoComplete={autoComplete}
          spellCheck={kind === 'email' ? false : undefined}
        />
      )}
    </div>
  );
}
