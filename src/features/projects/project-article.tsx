import type { ProjectArticle as Article } from '@/content';

function Contributions({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-card border border-border bg-surface p-5">
      <h4 className="font-semibold text-text">{title}</h4>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-muted marker:text-accent">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A project's article (the `## title` part of its Markdown): title, paragraphs, then a card per titled list. */
export function ProjectArticle({ article }: { article: Article }) {
  return (
    <div className="mt-8 space-y-6">
      <h4 className="text-lg font-semibold text-text">{article.title}</h4>
      {article.paragraphs.length > 0 && (
        <div className="max-w-3xl space-y-3 text-muted">
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {article.lists.length > 0 && (
        <div className="grid gap-4 md:grid-cols-3">
          {article.lists.map((list) => (
            <Contributions key={list.title} title={list.title} items={list.items} />
          ))}
        </div>
      )}
    </div>
  );
}
