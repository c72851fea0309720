import { ExternalLink as ExternalLinkIcon } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { IsolatedText } from '@/components/ui/isolated-text';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { ownerValues } from '@/content/owner-values';
import { profile } from '@/content';
import { usePageText } from '@/hooks/use-page-text';
import { FADE_DURATION_S } from '@/lib/constants';
import { AsciiFigure } from './ascii-figure';

/** The about-me section (anchor `aboutMe`): the owner's paragraphs, the DISC link and the plain-text portrait. */
export function AboutSection() {
  const { t } = useTranslation('home');
  const { isolate } = usePageText();
  // The owner's name, place… set apart where they could reorder the sentence around them (see isolate).
  const owner = Object.fromEntries(
    Object.entries(ownerValues(t)).map(([key, value]) => [key, isolate(value)]),
  ) as ReturnType<typeof ownerValues>;
  const paragraphs = t('about.paragraphs', { returnObjects: true, ...owner });
  return (
    <Section id="aboutMe" title={t('about.title')}>
      <div className="grid items-start gap-12 lg:grid-cols-[1.4fr_1fr]">
        <Reveal>
          <div className="space-y-5 text-base leading-relaxed text-muted md:text-lg">
            {paragraphs.map((paragraph, index) => (
              <p key={paragraph} className={index === 0 ? 'text-text' : undefined}>
                <IsolatedText text={paragraph} />
              </p>
            ))}
          </div>
          {profile.discUrl && (
            <ExternalLink
              href={profile.discUrl}
              aria-label={t('about.disc_label')}
              className="print-url mt-8 inline-flex items-center gap-2 rounded-full border border-accent/50 bg-accent/10 px-4 py-2 font-mono text-sm font-semibold text-accent light:text-accent-strong transition hover:bg-accent/20"
            >
              {t('about.disc')}
              <LineIcon icon={ExternalLinkIcon} className="size-4" />
            </ExternalLink>
          )}
        </Reveal>
        <Reveal duration={FADE_DURATION_S.max}>
          <AsciiFigure />
        </Reveal>
      </div>
    </Section>
  );
}
