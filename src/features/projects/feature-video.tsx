import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectFeature, VideoSource } from '@/content';
import { IsolatedText } from '@/components/ui/isolated-text';
import { Spinner } from '@/components/ui/spinner';
import { usePageText } from '@/hooks/use-page-text';
import { afterNextPaint } from '@/lib/after-next-paint';
import { withBase } from '@/lib/base-path';
import { PlayIcon } from './play-icon';

/** A feature's video: only its poster and a play button until the visitor asks, so nothing streams before. */
export function FeatureVideo({ feature, source }: { feature: ProjectFeature; source: VideoSource }) {
  const { t } = useTranslation('projects');
  const { isolate } = usePageText();
  const title = isolate(feature.title);
  // `starting`: the tap's answer (the button busy) is painted first; the player, whose controls take the longest
  // to style, comes in the next task.
  const [state, setState] = useState<'poster' | 'starting' | 'playing'>('poster');
  const playing = state === 'playing';
  const play = () => {
    setState('starting');
    afterNextPaint(() => setState('playing'));
  };
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const poster = source.poster && withBase(source.poster);

  // The play button goes away on click: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <figure className="flex flex-col gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-card border border-border bg-surface-raised print:hidden">
        {!playing && (
          // Without JavaScript the play button could not play: the browser's own player, or the platform's page, instead.
          // In a <noscript>, so that with scripts on its poster is not even fetched.
          <noscript>
            {source.kind === 'file' ? (
              <video
                src={withBase(source.src)}
                poster={poster}
                aria-label={t('labels.video_label', { title })}
                controls
                muted
                preload="none"
                playsInline
                className="absolute inset-0 size-full bg-black object-contain"
              />
            ) : (
              <a
                href={`https://www.youtube.com/watch?v=${source.id}`}
                className="absolute inset-0 grid place-items-center font-semibold text-accent underline"
              >
                <IsolatedText text={t('labels.video_label', { title })} />
              </a>
            )}
          </noscript>
        )}
        {!playing ? (
          <button
            type="button"
            onClick={play}
            aria-busy={state === 'starting'}
            aria-label={t('labels.play_video', { title })}
            className="group absolute inset-0 grid place-items-center noscript:hidden!"
          >
            {/* The poster waits for the first paint, in a box of its size. */}
            {poster && (
              <span className="absolute inset-0 after-first-paint">
                <img
                  src={poster}
                  alt=""
                  width={640}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
                />
              </span>
            )}
            <span className="relative transition-transform group-hover:scale-110 group-active:scale-95">
              {state === 'starting' ? <Spinner className="size-16" /> : <PlayIcon />}
            </span>
          </button>
        ) : source.kind === 'file' ? (
          <video
            ref={player}
            src={withBase(source.src)}
            poster={poster}
            aria-label={t('labels.video_label', { title })}
            controls
            autoPlay
            muted
            playsInline
            className="size-full bg-black object-contain"
          />
        ) : (
          <iframe
            ref={player}
            src={`https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1`}
            title={t('labels.video_label', { title })}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            // The platform's player needs scripts and its own origin; being cross-origin, it cannot reach this page.
            // oxlint-disable-next-line react/iframe-missing-sandbox
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            className="size-full"
          />
        )}
      </div>
      <figcaption>
        <h4 className="font-semibold text-text">{feature.title}</h4>
        {feature.caption && <p className="mt-1 text-sm text-muted">{feature.caption}</p>}
      </figcaption>
    </figure>
  );
}
