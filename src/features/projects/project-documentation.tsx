import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDocumentation as Documentation } from '@/content';
import { DOCUMENTATION_ID } from '@/lib/constants';
import { DependencyList } from './dependency-list';
import { FeatureList } from './feature-list';
import { ProjectArticle } from './project-article';
import { hasLinks, RelevantLinks } from './relevant-links';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-xl font-semibold text-text">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A project's documentation: extended description, highlighted features, dependencies and links. A project without
 * features or links has no such section (the spec's sentence says when it has no dependencies).
 */
export function ProjectDocumentation({ documentation }: { documentation: Documentation }) {
  const { t } = useTranslation('projects');
  return (
    <section id={DOCUMENTATION_ID} aria-labelledby="documentation-title" className="render-when-near mt-16">
      <h2 id="documentation-title" className="text-2xl font-bold tracking-tight text-text md:text-3xl">
        {t('labels.documentation')}
      </h2>
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-12">
          <Block id="more-about" title={t('labels.more_about')}>
            <div className="max-w-3xl space-y-3 text-muted">
              {documentation.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {documentation.article && <ProjectArticle article={documentation.article} />}
          </Block>
          {documentation.features.length > 0 && (
            <Block id="highlighted-features" title={t('labels.highlighted_features')}>
              <FeatureList features={documentation.features} />
            </Block>
          )}
        </div>
        <div className="space-y-12 lg:sticky lg:top-24 lg:self-start">
          <Block id="dependencies" title={t('labels.dependencies')}>
            <DependencyList lists={documentation.dependencies} />
          </Block>
          {hasLinks(documentation.links) && (
            <Block id="relevant-links" title={t('labels.relevant_links')}>
              <RelevantLinks links={documentation.links} />
            </Block>
          )}
        </div>
      </div>
    </section>
  );
}
