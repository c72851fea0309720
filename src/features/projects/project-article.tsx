import { useTranslation } from 'react-i18next';
import { type ArticleId } from '@/content';
import { articleNamespaces } from '@/content/catalogue';

function Contributions({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-card border border-border bg-surface p-5">
      <h4 className="font-semibold text-text">{title}</h4>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted marker:text-accent">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A project's long-form article (the veterinary system's `projectVeterinary` texts). */
export function ProjectArticle({ articleId }: { articleId: ArticleId }) {
  const { t } = useTranslation(articleNamespaces[articleId]);
  const list = (key: 'backend' | 'frontend' | 'organization') => t(key, { returnObjects: true });
  return (
    <div className="mt-8 space-y-6">
      <h4 className="text-lg font-semibold text-text">{t('title')}</h4>
      <div className="max-w-3xl space-y-3 text-muted">
        {t('paragraphs', { returnObjects: true }).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Contributions title={t('backend_title')} items={list('backend')} />
        <Contributions title={t('frontend_title')} items={list('frontend')} />
        <Contributions title={t('organization_title')} items={list('organization')} />
      </div>
    </div>
  );
}
