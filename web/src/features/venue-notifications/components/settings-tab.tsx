import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { AUTO_RESPONSE_MAX_LENGTH } from '@domain/venue-notifications/notification-settings';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FieldHint, Label, Textarea } from '@/ui/field';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { emailAnalyticsKey } from '../api/email-analytics';
import { patchSettings, useNotificationSettings } from '../api/notification-settings';
import type { NotificationSettings, SettingsChanges } from '../types';
import { SettingSwitch } from './setting-switch';

type Toggle = Exclude<keyof NotificationSettings, 'autoResponseMessage'>;

const TOGGLES: readonly { key: Toggle; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'Email me about new booking requests and inquiries.' },
  { key: 'smsNotifications', label: 'SMS notifications', description: 'Saved for later: text messages are not sent yet.' },
  { key: 'pushNotifications', label: 'Push notifications', description: 'Saved for later: push notifications are not sent yet.' },
  { key: 'bookingConfirmations', label: 'Booking confirmations', description: 'Send couples your active booking-confirmation template when you confirm.' },
  { key: 'paymentReminders', label: 'Payment reminders', description: 'Remind couples before a payment is due.' },
  { key: 'eventReminders', label: 'Event reminders', description: 'Remind couples as their wedding day gets close.' },
  { key: 'marketingEmails', label: 'Marketing emails', description: 'News and tips for venue owners from Hill Country Weddings.' },
  { key: 'autoResponseEnabled', label: 'Auto-response', description: 'Email couples the message below as soon as they send an inquiry.' },
  {
    key: 'trackOpens',
    label: 'Track email opens',
    description: "Adds an invisible image to your emails so you can see when they are opened. Off by default; some couples' mail apps block it.",
  },
];

export function SettingsTab({ venueId }: { venueId: string }) {
  const { data, error, mutate } = useNotificationSettings(venueId);
  const { mutate: mutateKey } = useSWRConfig();

  if (error && !data) {
    return (
      <LoadError title="Your settings did not load" onRetry={() => void mutate()}>
        Check your connection and try again.
      </LoadError>
    );
  }
  if (!data) {
    return (
      <StyledCard aria-busy="true" aria-label="Loading settings">
        {TOGGLES.map((t) => (
          <Skeleton key={t.key} $height="2.75rem" />
        ))}
      </StyledCard>
    );
  }

  /** Each change is its own PATCH, shown at once and put back if it fails. */
  const save = async (changes: SettingsChanges): Promise<boolean> => {
    const previous = data;
    await mutate({ ...data, ...changes } as NotificationSettings, { revalidate: false });
    try {
      const saved = await patchSettings(venueId, changes);
      await mutate(saved, { revalidate: false });
      // The Analytics tab says whether opens are tracked: its figures are read afresh next time.
      if ('trackOpens' in changes) void mutateKey(emailAnalyticsKey(venueId), undefined, { revalidate: true });
      toast({ title: 'Settings Updated', description: 'Your notification settings are saved.', variant: 'success' });
      return true;
    } catch (failure) {
      await mutate(previous, { revalidate: false });
      toast({ title: 'Settings not saved', description: errorMessage(failure), variant: 'destructive' });
      return false;
    }
  };

  return (
    <StyledStack>
      <StyledCard>
        <h3>Notification settings</h3>
        {TOGGLES.map((toggle) => (
          <SettingSwitch
            key={toggle.key}
            label={toggle.label}
            description={toggle.description}
            checked={data[toggle.key]}
            onChange={(checked) => void save({ [toggle.key]: checked })}
          />
        ))}
      </StyledCard>
      <AutoResponseMessage key={data.autoResponseMessage} message={data.autoResponseMessage} onSave={(message) => save({ autoResponseMessage: message })} />
    </StyledStack>
  );
}

function AutoResponseMessage({ message, onSave }: { message: string; onSave(message: string): Promise<boolean> }) {
  const id = useId();
  const [value, setValue] = useState(message);
  const [saving, setSaving] = useState(false);
  const changed = value.trim() !== message;

  return (
    <StyledCard
      as="form"
      onSubmit={async (event: React.FormEvent) => {
        event.preventDefault();
        setSaving(true);
        await onSave(value.trim());
        setSaving(false);
      }}
    >
      <Label htmlFor={`${id}-message`}>Auto-response message</Label>
      <Textarea id={`${id}-message`} rows={4} maxLength={AUTO_RESPONSE_MAX_LENGTH} value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-hint`} />
      <FieldHint id={`${id}-hint`} $small>
        Plain text; {'{{couple_name}}'}, {'{{venue_name}}'}, {'{{wedding_date}}'} and {'{{guest_count}}'} are filled from the inquiry.
      </FieldHint>
      <div>
        <Button type="submit" $size="sm" disabled={!changed || saving}>
          {saving ? 'Saving…' : 'Save Message'}
        </Button>
      </div>
    </StyledCard>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};

  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
