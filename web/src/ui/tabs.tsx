import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

// Tabs on Radix: arrow keys move between tabs, Tab moves into the open panel.

export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};
  scrollbar-width: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  flex: 1 0 auto;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, color ${({ theme }) => theme.transitions.fast};

  &:hover { color: ${({ theme }) => theme.colors.oakDeep}; }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.oakDeep};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { display: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; flex: none; }

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[4]};
    svg { display: block; }
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space[6]};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.bluebonnet};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export interface TabItem {
  value: string;
  label: string;
  /** Shown beside the label from a small tablet up. */
  icon?: ReactNode;
}

/** One trigger a tab, for a TabsList. */
export function TabTriggers({ tabs }: { tabs: readonly TabItem[] }) {
  return (
    <>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {tab.icon} {tab.label}
        </TabsTrigger>
      ))}
    </>
  );
}
