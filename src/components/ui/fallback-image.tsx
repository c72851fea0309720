import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { notFoundImage } from '@/lib/assets';
import { Picture } from './picture';
import { withBase } from '@/lib/base-path';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Other formats and sizes of the picture, best first (a `<picture>` lets the browser choose). */
  sources?: readonly { type: string; srcSet: string }[];
};

/**
 * An image that shows the 404 picture in the visitor's language when its file is missing (spec section 8).
 * It also checks on mount, because a load error can happen before hydration attaches the handler.
 */
export function FallbackImage({ src, alt, sources = [], sizes, ...rest }: FallbackImageProps) {
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return <img src={notFoundImage[language]} alt={alt} {...rest} />;
  // `sizes` goes with a `srcset`, so only on the <source> elements: the <img> keeps the single fallback file.
  return (
    <Picture sources={sources} sizes={sizes}>
      <img ref={ref} src={withBase(src)} alt={alt} onError={() => setFailed(true)} {...rest} />
    </Picture>
  );
}
