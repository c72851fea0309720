import { Picture } from '@/components/ui/picture';
import { profile } from '@/content';
import { imageSources, PROFILE_PHOTO_SIZES } from '@/lib/images';
import { withBase } from '@/lib/base-path';

/** The owner's photo in its formats and sizes (the browser picks one), or as its one file. */
export function ProfilePhoto({
  alt,
  className,
  high = false,
}: {
  alt: string;
  className: string;
  high?: boolean;
}) {
  const { path, width, height } = profile.image;
  return (
    <Picture sources={imageSources(profile.image)} sizes={PROFILE_PHOTO_SIZES}>
      <img
        src={withBase(path)}
        alt={alt}
        width={width}
        height={height}
        fetchPriority={high ? 'high' : undefined}
        loading="eager"
        className={className}
      />
    </Picture>
  );
}
