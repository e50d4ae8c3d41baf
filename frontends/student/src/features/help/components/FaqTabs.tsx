import type { FaqTab } from '@redress/help-content';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FaqList } from './FaqList';

/**
 * The FAQ's tabs (General, Analysis, Services, Accounts), each an accordion. WAI-ARIA tabs with
 * automatic activation: Left/Right/Home/End move between tabs, Tab moves into the panel.
 */
export function FaqTabs({ tabs }: { tabs: readonly FaqTab[] }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabButtons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="rd-faq-tabs">
      <div className="rd-faq-tabs__list" role="tablist" aria-label="FAQ topics">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabButtons.current[index] = element;
            }}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="rd-faq-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className="rd-faq-tabs__panel"
          hidden={index !== selected}
        >
          {/* Each tab keeps its own open question. */}
          <FaqList items={tab.items} />
        </div>
      ))}
    </div>
  );
}
