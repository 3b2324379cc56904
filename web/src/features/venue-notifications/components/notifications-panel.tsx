import styled from 'styled-components';
import { ListChecksIcon, MailIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import { SettingsTab } from './settings-tab';
import { TemplatesTab } from './templates-tab';

const SECTIONS: readonly TabItem[] = [
  { value: 'templates', label: 'Templates', icon: <MailIcon /> },
  { value: 'settings', label: 'Settings', icon: <ListChecksIcon /> },
];

/** The owner's notification emails: the venue's templates, and the settings that decide what goes out. */
export function NotificationsPanel({ venue }: { venue: { id: string; name: string } }) {
  return (
    <Tabs defaultValue="templates">
      <StyledList aria-label="Notification sections">
        <TabTriggers tabs={SECTIONS} />
      </StyledList>
      <TabsContent value="templates">
        <TemplatesTab venue={venue} />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab venueId={venue.id} />
      </TabsContent>
    </Tabs>
  );
}

const StyledList = styled(TabsList)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
