import { Badge, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type TabWithCount = { value: string; label: string; count?: number };

export type TabsWithCountsProps = {
  tabs: TabWithCount[];
  value: string;
  onValueChange: (value: string) => void;
  /** One panel body per tab, rendered for the selected tab only. */
  children: (value: string) => ReactNode;
};

export function TabsWithCounts({ tabs, value, onValueChange, children }: TabsWithCountsProps) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      lazyMount
      unmountOnExit
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
            {tab.count === undefined ? null : (
              <Badge size="sm" variant="subtle">
                {tab.count}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {children(tab.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
