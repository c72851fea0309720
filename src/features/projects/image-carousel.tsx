import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useDirection } from '@/hooks/use-direction';
import { usePageText } from '@/hooks/use-page-text';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import type { Direction } from '@/i18n/direction';
import { CAROUSEL } from '@/lib/constants';
import { arrowStep } from '@/lib/reading-direction';
import { EARLY_SWIPE, PENDING_ATTRIBUTE, replayEarlyInput } from '@/boot/early-input';
import { CAROUSEL_SIZES, imageSources, PROJECT_IMAGE, type ResponsiveImage } from '@/lib/images';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import { useAutoplay } from './use-autoplay';
import { useSelectedSlide } from './use-selected-slide';
import { useSwipeThreshold } from './use-swipe-threshold';

// Embla's `duration` is a spring constant, not milliseconds: 18 brings a full-width slide to rest in about
// CAROUSEL.transitionMs (95% of the way in 0.32 s, settled by 0.48 s at 60 frames per second).
const EMBLA_DURATION = 18;
const arrow =
  'grid size-11 place-items-center rounded-full border border-border bg-surface text-text transition hover:border-accent hover:text-accent active:scale-95';

interface ImageCarouselProps {
  title: string;
  images: readonly (ResponsiveImage & { id: number; alt: string })[];
  /** The spec turns autoplay off on detail pages. */
  autoPlay?: boolean;
}

/**
 * Embla's options: an endless loop, still under reduced motion, laid out and dragged in the page's reading direction
 * (in a right-to-left language the first slide is at the right and the next comes in from the left).
 */
export const carouselOptions = (direction: Direction, reducedMotion: boolean | null) =>
  ({ loop: true, duration: reducedMotion ? 0 : EMBLA_DURATION, direction }) as const;

/**
 * Pictures one at a time at every breakpoint (CAROUSEL.responsive): an endless loop that follows drags and swipes,
 * arrow keys, previous and next buttons and dots, all named for screen readers.
 */
export function ImageCarousel({ title, images, autoPlay = true }: ImageCarouselProps) {
  const { t } = useTranslation('projects');
  const text = usePageText();
  const reducedMotion = useReducedMotion();
  const direction = useDirection();
  const [viewportRef, api] = useEmblaCarousel(carouselOptions(direction, reducedMotion));
  const selected = useSelectedSlide(api);
  const region = useRef<HTMLElement>(null);
  const next = useCallback(() => api?.scrollNext(), [api]);
  useSwipeThreshold(api, CAROUSEL.minimumTouchDragPx);
  useAutoplay({ enabled: autoPlay, intervalMs: CAROUSEL.autoPlayIntervalMs, root: region, onTick: next });

  // Arrow keys work from any of the carousel's controls, where keyboard focus lands, in the reading direction.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, direction);
    if (step === undefined) return;
    event.preventDefault();
    if (step < 0) api?.scrollPrev();
    else api?.scrollNext();
  };
  const count = images.length;
  // Until the carousel runs (no script yet, or not yet hydrated), only the first picture can be seen: the others are
  // left unrendered, so that the browser does not fetch them alongside what the first screen needs.
  const live = api !== undefined;
  // Until then a tap on an arrow or a dot, or a swipe, is held by the page (src/boot/early-input.ts), and replayed now.
  useEffect(() => {
    if (live) replayEarlyInput();
  }, [live]);

  return (
    <section
      ref={region}
      {...{ [PENDING_ATTRIBUTE]: live ? undefined : '', [EARLY_SWIPE.area]: '' }}
      aria-roledescription={t('labels.carousel')}
      aria-label={t('labels.carousel_label', { title: text.isolate(title) })}
    >
      <div
        ref={viewportRef}
        // Without JavaScript the pictures scroll sideways, a swipe apart.
        className="overflow-hidden rounded-card border border-border bg-surface-raised shadow-card noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
      >
        <div className="flex touch-pan-y" aria-live={autoPlay ? 'off' : 'polite'}>
          {images.map((image, index) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription={t('labels.slide')}
              aria-label={t('labels.slide_label', {
                index: text.number(index + 1),
                count: text.number(count),
              })}
              aria-hidden={index !== selected}
              className="relative min-w-0 shrink-0 grow-0 basis-full noscript:snap-start"
            >
              {/* A slide of its own keeps its width (the carousel measures it); its picture is what waits, but for a
                  visitor without JavaScript, who scrolls to it. */}
              <div
                className={
                  live || index === 0
                    ? undefined
                    : 'aspect-[16/10] [content-visibility:hidden] noscript:[content-visibility:visible]'
                }
              >
                <FallbackImage
                  src={image.path}
                  sources={imageSources(image)}
                  sizes={CAROUSEL_SIZES}
                  alt={image.alt}
                  width={PROJECT_IMAGE.width}
                  height={PROJECT_IMAGE.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  draggable={false}
                  className="aspect-[16/10] w-full object-cover"
                />
              </div>
              {/* Without JavaScript, where the dots are not shown, each picture says which of how many it is. */}
              {count > 1 && (
                <span
                  aria-hidden="true"
                  className="absolute end-3 bottom-3 hidden rounded-full bg-surface/90 px-2.5 py-0.5 text-xs font-semibold text-text shadow-card noscript:block"
                >
                  {t('labels.slide_label', { index: text.number(index + 1), count: text.number(count) })}
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4 print:hidden noscript:hidden!">
        <button
          type="button"
          className={arrow}
          aria-label={t('labels.previous_slide')}
          {...{ [EARLY_SWIPE.previous]: '' }}
          onClick={() => api?.scrollPrev()}
          onKeyDown={onKeyDown}
        >
          <ChevronIcon direction="previous" />
        </button>
        <div className="flex items-center gap-1">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              aria-label={t('labels.go_to_slide', { index: text.number(index + 1) })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index)}
              onKeyDown={onKeyDown}
              className="group grid size-8 place-items-center rounded-full"
            >
              <span className="block h-2 w-2 rounded-full bg-muted transition-colors group-hover:bg-text group-aria-[current=true]:w-6 group-aria-[current=true]:bg-accent" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={arrow}
          aria-label={t('labels.next_slide')}
          {...{ [EARLY_SWIPE.next]: '' }}
          onClick={() => api?.scrollNext()}
          onKeyDown={onKeyDown}
        >
          <ChevronIcon direction="next" />
        </button>
      </div>
    </section>
  );
}
