import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { Toaster } from '@/components/ui/toaster';
import { useDirection } from '@/hooks/use-direction';
import { FADE_DURATION_S } from '@/lib/constants';
import { ContactForm } from './contact-form';
import { ContactLinks } from './contact-links';
import { CopyCard } from './copy-card';
import { withBase } from '@/lib/base-path';

const CONTACT_IMAGE = { path: '/images/contact/contact.svg', width: 480, height: 320 } as const;

/** The contact section (anchor `contact`): an image, the e-mail and phone links, the copy card, the form and a thank-you line. */
export function ContactSection() {
  const { t } = useTranslation('home');
  const rtl = useDirection() === 'rtl';
  return (
    <Section id="contact" title={t('contact.title')} subtitle={t('contact.description')}>
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <Reveal className="space-y-6">
          <img
            src={withBase(CONTACT_IMAGE.path)}
            alt={t('contact.image_alt')}
            width={CONTACT_IMAGE.width}
            height={CONTACT_IMAGE.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card border border-border print:hidden"
          />
          <ContactLinks />
          <CopyCard />
        </Reveal>
        <Reveal duration={FADE_DURATION_S.max} className="print:hidden">
          <ContactForm />
        </Reveal>
      </div>
      <p className="mt-14 text-center text-lg font-medium text-text print:hidden">{t('contact.thanks')}</p>
      {/* The copy card's confirmation (drawn at the end of the body). */}
      <Toaster label={t('toast.region')} closeLabel={t('toast.close')} rtl={rtl} />
    </Section>
  );
}
