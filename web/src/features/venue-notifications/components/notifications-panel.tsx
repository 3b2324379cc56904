import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, ListChecksIcon, MailIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import { EmailAnalyticsTab } from './email-analytics-tab';
import { SettingsTab } from './settings-tab';
import { TemplatesTab } from './templates-tab';

const SECTIONS: readonly TabItem[] = [
  { value: 'templates', label: 'Templates', icon: <MailIcon /> },
  { value: 'settings', label: 'Settings', icon: <ListChecksIcon /> },
  { value: 'analytics', label: 'Analytics', icon: <EyeIcon /> },
];

/** The owner's notification emails: the venue's templates, the settings that decide what goes out, and what the emails did. */
export function NotificationsPanel({ venue }: { venue: { id: string; name: string } }) {
  const [section, setSection] = useState('templates');
  return (
    <Tabs value={section} onValueChange={setSection}>
      <StyledList aria-label="Notification sections">
        <TabTriggers tabs={SECTIONS} />
      </StyledList>
      <TabsContent value="templates">
        <TemplatesTab venue={venue} />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab venueId={venue.id} />
      </TabsContent>
      <TabsContent value="analytics">
        <EmailAnalyticsTab venueId={venue.id} onOpenSettings={() => setSection('settings')} />
      </TabsContent>
    </Tabs>
  );
}

const StyledList = styled(TabsList)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
