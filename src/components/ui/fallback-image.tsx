import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { notFoundImage } from '@/lib/assets';

/**
 * An image that shows the 404 picture in the visitor's language when its file is missing (spec section 8).
 * It also checks on mount, because a load error can happen before hydration attaches the handler.
 */
export function FallbackImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const language = useLanguage();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed ? notFoundImage[language] : src}
      alt={alt}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
