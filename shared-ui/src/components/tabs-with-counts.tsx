import { Badge, Tabs, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type TabWithCount<Value extends string = string> = { value: Value; label: string; count?: number };

export type TabsWithCountsProps<Value extends string = string> = {
  tabs: TabWithCount<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** A badge after the label, or the count in brackets as text: "Upcoming (3)". Both read "Upcoming (3)". */
  countStyle?: 'badge' | 'text';
  /** One panel body per tab, rendered for the selected tab only. */
  children: (value: Value) => ReactNode;
};

function Count({ count, countStyle }: { count: number; countStyle: 'badge' | 'text' }) {
  if (countStyle === 'text') return <> ({count})</>;
  return (
    <>
      <Badge size="sm" variant="subtle" aria-hidden="true">
        {count}
      </Badge>
      <VisuallyHidden> ({count})</VisuallyHidden>
    </>
  );
}

export function TabsWithCounts<Value extends string = string>({
  tabs,
  value,
  onValueChange,
  countStyle = 'badge',
  children,
}: TabsWithCountsProps<Value>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value as Value)}
      lazyMount
      unmountOnExit
    >
      {/* More tabs than a phone's width scroll inside the list instead of squeezing into each other. */}
      <Tabs.List overflowX="auto" overflowY="hidden">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
            {tab.label}
            {tab.count === undefined ? null : <Count count={tab.count} countStyle={countStyle} />}
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
