import { useTranslation } from 'react-i18next';
import { profile } from '@/content';
import { SocialIconLink } from './social-icon-link';

/** The owner's social profiles as icon links, in the footer and at the bottom of the mobile menu (none, no list). */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  if (profile.socials.length === 0) return null;
  return (
    <ul aria-label={t('footer.social_label')} className={`flex items-center gap-3 ${className}`}>
      {profile.socials.map((social) => (
        <li key={social.id}>
          <SocialIconLink social={social} />
        </li>
      ))}
    </ul>
  );
}
