import type { ChangeEvent } from 'react';
import { CONTACT_FIELD_MAX_LENGTH, type ContactField } from '@/lib/constants';

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
  const common = {
    id,
    name,
    placeholder,
    onChange,
    onFocus,
    required: true,
    maxLength: CONTACT_FIELD_MAX_LENGTH[name],
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? describedBy : undefined,
    className: controlClass,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {name === 'message' ? (
        <textarea {...common} rows={5} className={`${controlClass} min-h-32 resize-y`} />
      ) : (
        <input
          {...common}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name}
          spellCheck={name === 'email' ? false : undefined}
        />
      )}
    </div>
  );
}
