import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section';
import { profile } from '@/content';

/** The contact section (anchor `contact`). */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Section id="contact" title={t('contact.title')} subtitle={t('contact.description')}>
      <div className="rounded-card border border-border bg-surface p-6">
        <h3 className="font-semibold text-text">{t('contact.copy_title')}</h3>
        <p className="mt-3 font-mono text-sm text-muted">
          {profile.name} ·{' '}
          <a href={`mailto:${profile.email}`} className="text-accent underline-offset-4 hover:underline">
            {profile.email}
          </a>
        </p>
      </div>
      <p className="mt-8 text-muted">{t('contact.thanks')}</p>
    </Section>
  );
}
