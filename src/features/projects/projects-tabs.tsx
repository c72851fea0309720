import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/content';
import { useDirection } from '@/hooks/use-direction';
import { usePageText } from '@/hooks/use-page-text';
import { ProjectsTabPanel } from './projects-tab-panel';
import { useTabIndicator } from './use-tab-indicator';
import { useSelectedTab } from './use-selected-tab';
import { useTabs } from './use-tabs';

const tabId = (category: Category) => `tab-${category.id}`;
const panelId = (category: Category) => `panel-${category.id}`;

/** One tab per category (WAI-ARIA tabs pattern), with an underline that slides to the active tab. */
export function ProjectsTabs({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('projects');
  const text = usePageText();
  const selection = useSelectedTab(categories.map((category) => category.id));
  const { activeTab, setActiveTab, onKeyDown, tabRef, tabRefs } = useTabs(
    categories.length,
    selection,
    useDirection(),
  );
  const listRef = useRef<HTMLDivElement>(null);
  const indicator = useTabIndicator(listRef, tabRefs, activeTab - 1);

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={t('labels.tabs_label')}
        // The tabs wrap on a narrow screen: every category stays in sight (a scrolling row hid the last ones, with no
        // cue that there were more), and the underline follows the active tab to its row.
        className="relative flex flex-wrap gap-x-1 border-b print:hidden noscript:hidden! border-border"
      >
        {categories.map((category, index) => {
          const selected = activeTab === index + 1;
          return (
            <button
              key={category.id}
              ref={tabRef(index)}
              id={tabId(category)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(category)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveTab(index + 1)}
              onKeyDown={onKeyDown}
              className={`shrink-0 rounded-t-lg border-b-2 px-4 py-3 focus-visible:-outline-offset-4 text-sm font-semibold whitespace-nowrap transition-colors hover:text-text sm:text-base ${
                selected ? 'text-text' : 'text-muted'
              } ${selected && !indicator ? 'border-accent' : 'border-transparent'}`}
            >
              {category.category}
              <span className="ms-2 rounded-full bg-surface-raised px-2 py-0.5 font-mono text-xs text-muted">
                {text.number(category.projects.length)}
              </span>
            </button>
          );
        })}
        {indicator && (
          <span
            aria-hidden="true"
            data-testid="tab-indicator"
            // Placed at the tab's measured offsetLeft, a physical distance, so from the physical left in either direction.
            className="pointer-events-none absolute top-0 left-0 h-0.5 w-px origin-left bg-accent transition-transform duration-300 ease-out"
            style={{
              transform: `translate(${indicator.x}px, ${indicator.y - 2}px) scaleX(${indicator.width})`,
            }}
          />
        )}
      </div>
      {categories.map((category, index) => (
        <ProjectsTabPanel
          key={category.id}
          id={panelId(category)}
          labelledBy={tabId(category)}
          category={category}
          hidden={activeTab !== index + 1}
        />
      ))}
    </div>
  );
}
