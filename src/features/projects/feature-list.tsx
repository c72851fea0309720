import type { ProjectFeature } from '@/content';
import { FeatureVideo } from './feature-video';

/** Highlighted features: those with a video as players, the others as short descriptions. */
export function FeatureList({ features }: { features: ProjectFeature[] }) {
  const withVideo = features.flatMap((feature) =>
    feature.source ? [{ feature, source: feature.source }] : [],
  );
  const inWords = features.filter((feature) => !feature.source);
  return (
    <div className="space-y-8">
      {withVideo.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2">
          {withVideo.map(({ feature, source }) => (
            <li key={feature.id}>
              <FeatureVideo feature={feature} source={source} />
            </li>
          ))}
        </ul>
      )}
      {inWords.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-3">
          {inWords.map((feature) => (
            <li key={feature.id} className="rounded-card border border-border bg-surface p-5">
              <h4 className="font-semibold text-text">{feature.title}</h4>
              {feature.caption && <p className="mt-2 text-sm text-muted">{feature.caption}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
