import { Mail, Phone, type IconNode } from 'lucide';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/line-icon';
import { profile } from '@/content';
import { usePageText } from '@/hooks/use-page-text';
import { emailHref, telHref } from './contact-hrefs';

/**
 * The e-mail address and the phone number (if the profile has one) as links that open the visitor's mail app or dial,
 * beside the copy card.
 */
export function ContactLinks() {
  const { t } = useTranslation('home');
  const { isolate } = usePageText();
  const { phone } = profile;
  const values = { name: isolate(profile.name), email: isolate(profile.email) };
  return (
    <ul className="flex flex-wrap gap-3">
      <ContactLink href={emailHref(profile.email)} icon={Mail} label={t('contact.email_link', values)}>
        {profile.email}
      </ContactLink>
      {phone && (
        <ContactLink
          href={telHref(phone)}
          icon={Phone}
          label={t('contact.phone_link', { ...values, phone: isolate(phone) })}
        >
          {phone}
        </ContactLink>
      )}
    </ul>
  );
}

/** Its name says what it does and holds the text shown, so that a visitor using voice control can say that text. */
function ContactLink({
  href,
  icon,
  label,
  children,
}: {
  href: string;
  icon: IconNode;
  label: string;
  children: string;
}) {
  return (
    <li className="flex-auto">
      <a
        href={href}
        aria-label={label}
        className="flex min-h-12 items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-sm font-medium text-text shadow-card transition hover:border-accent/60 hover:text-accent"
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent">
          <LineIcon icon={icon} className="size-4" />
        </span>
        {/* An address or a number reads left to right in any language. */}
        <span dir="ltr" className="min-w-0 break-words">
          {children}
        </span>
      </a>
    </li>
  );
}
