import { useTranslation } from 'react-i18next';
import { profile } from '@/content';
import { usePageText } from '@/hooks/use-page-text';
import { ProfilePhoto } from './profile-photo';

/**
 * The profile picture with a reflection under it. The picture is the page's largest element, so it is sized, eager and
 * fetched first; the reflection is a flipped, fading copy of the same file (the same sizes pick the same file, so no
 * second download) hidden from screen readers.
 */
export function ProfilePortrait() {
  const { t } = useTranslation();
  const text = usePageText();
  return (
    <div className="relative mx-auto w-full max-w-52 sm:max-w-xs lg:max-w-sm print:hidden">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-full bg-[radial-gradient(closest-side,var(--color-glow),transparent)] blur-2xl"
      />
      <div className="rounded-[2rem] bg-linear-to-br from-accent via-border to-surface p-0.5 shadow-card">
        <ProfilePhoto
          alt={t('hero.profile_alt', { name: text.isolate(profile.name) })}
          high
          className="block aspect-square w-full rounded-[calc(2rem-2px)] bg-surface object-cover"
        />
      </div>
      <div
        aria-hidden="true"
        className="mt-1.5 h-12 overflow-hidden rounded-b-[2rem] opacity-35 [mask-image:linear-gradient(to_bottom,black,transparent)] sm:h-20 lg:h-24"
      >
        <ProfilePhoto
          alt=""
          className="block aspect-square w-full -scale-y-100 rounded-[2rem] object-cover blur-[1px]"
        />
      </div>
    </div>
  );
}
