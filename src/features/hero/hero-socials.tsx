import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { PublicIcon } from '@/components/ui/public-icon';
import { profile } from '@/content';
import { socialNameKey } from '@/content/social-links';

/** The owner's social profiles as round icon links, each opening in a new tab. */
export function HeroSocials() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('hero.social_label')} className="flex gap-3 print:flex-col print:gap-1">
      {profile.socials.map((social) => (
        <li key={social.id}>
          <ExternalLink
            href={social.href}
            me
            className="print-url flex size-11 items-center justify-center rounded-full border border-border bg-surface text-muted transition hover:-translate-y-0.5 hover:border-accent hover:text-accent"
          >
            <PublicIcon path={social.icon} size={20} className="size-5" />
            <span className="sr-only">
              {t(socialNameKey(social))} {t('hero.new_tab')}
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
