import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { profile } from '@/content';
import { socialNameKey } from '@/content/social-links';

const link = 'text-accent underline-offset-4 hover:underline light:text-accent-strong break-all';

/** How to reach the owner: e-mail, phone (if any) and profiles, each a link whose address prints as it reads. */
export function ResumeContact() {
  const { t } = useTranslation('resume');
  const { phone } = profile;
  const rows = [
    { key: 'email', label: t('page.email'), href: `mailto:${profile.email}`, text: profile.email },
    ...(phone
      ? [{ key: 'phone', label: t('page.phone'), href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone }]
      : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] print:gap-y-0.5 print:text-sm">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-semibold text-text">{row.label}</dt>
          <dd>
            <a href={row.href} className={link} dir="ltr">
              {row.text}
            </a>
          </dd>
        </div>
      ))}
      {profile.socials.map((social) => (
        <div key={social.id} className="contents">
          <dt className="font-semibold text-text">{t(socialNameKey(social), { ns: 'global' })}</dt>
          <dd>
            <ExternalLink href={social.href} me className={link}>
              <span dir="ltr">{social.href.replace(/^https:\/\//, '')}</span>
              <span className="sr-only"> {t('hero.new_tab', { ns: 'global' })}</span>
            </ExternalLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}
