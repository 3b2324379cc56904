import type { ReactNode } from 'react';
import { ButtonLink } from '@/ui/button';
import { CalendarIcon, ListChecksIcon, ScaleIcon, SearchIcon, SparkleIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import type { ChatQuickAction, ChatQuickActionIcon } from '../types';

const ICONS: Record<ChatQuickActionIcon, ReactNode> = {
  search: <SearchIcon />,
  compare: <ScaleIcon />,
  calendar: <CalendarIcon />,
  checklist: <ListChecksIcon />,
  wallet: <WalletIcon />,
  users: <UsersIcon />,
  sparkle: <SparkleIcon />,
};

/** A quick action: a link to the page in the app that shows more, or fixes what was missing. */
export function QuickActionLink({ action }: { action: ChatQuickAction }) {
  return (
    <ButtonLink to={action.action} $variant="outline" $size="sm">
      {ICONS[action.icon] ?? <SparkleIcon />}
      {action.label}
    </ButtonLink>
  );
}
