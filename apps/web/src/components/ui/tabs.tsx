import './tabs.css';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as TabSet } from 'react-aria-components';

export type TabItem<T extends string> = { id: T; label: string };

/** React Aria builds element ids from a tab's key: a space would split an ARIA id reference in two. */
const keyOf = (id: string) => id.replace(/\s+/g, '-');

/**
 * A row of tabs and the panel of the chosen one, on React Aria's Tabs: arrow keys move between tabs
 * (Home and End to the ends), each tab controls the panel, and the panel is labelled by its tab.
 * The caller keeps which tab is chosen, so it can live in the URL or in state.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** Names the tab list for screen readers ("Client"). */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The chosen tab's content. */
  children: ReactNode;
}) {
  return (
    <TabSet
      selectedKey={keyOf(selected)}
      onSelectionChange={(key) => {
        const chosen = tabs.find((t) => keyOf(t.id) === key);
        if (chosen) onSelect(chosen.id);
      }}
    >
      <TabList aria-label={label} className="tabs" items={tabs.map((t) => ({ ...t, key: keyOf(t.id) }))}>
        {(tab) => (
          <Tab id={tab.key} className="tab">
            {tab.label}
          </Tab>
        )}
      </TabList>
      {/* Keyed by the tab: React Aria fixes a panel's id at its first render, so each tab gets its own. */}
      <TabPanel key={selected} id={keyOf(selected)} className="tab-panel">
        {children}
      </TabPanel>
    </TabSet>
  );
}
