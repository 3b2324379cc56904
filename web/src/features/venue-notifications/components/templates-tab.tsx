import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { MailIcon, PlusIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useNotificationTemplates } from '../api/notification-templates';
import type { NotificationTemplate } from '../types';
import { TemplateCard } from './template-card';
import { TemplateDialog } from './template-dialog';

type Editing = { mode: 'create' } | { mode: 'edit'; template: NotificationTemplate } | null;

export function TemplatesTab({ venue }: { venue: { id: string; name: string } }) {
  const { data, error, isLoading, mutate } = useNotificationTemplates(venue.id);
  const [editing, setEditing] = useState<Editing>(null);

  if (error && !data) {
    return (
      <LoadError title="Your templates did not load" onRetry={() => void mutate()}>
        Check your connection and try again.
      </LoadError>
    );
  }

  return (
    <StyledTab>
      <StyledHead>
        <div>
          <h3>Email templates</h3>
          <p>What couples receive from {venue.name}. Variables such as {'{{couple_name}}'} are filled from each booking.</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <PlusIcon aria-hidden="true" /> New Template
        </Button>
      </StyledHead>
      {isLoading || !data ? (
        <StyledGrid aria-busy="true" aria-label="Loading templates">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height="9rem" />
          ))}
        </StyledGrid>
      ) : data.length === 0 ? (
        <StateMessage icon={<MailIcon />} title="No templates yet" action={<Button onClick={() => setEditing({ mode: 'create' })}>New Template</Button>}>
          Write the emails couples receive when you confirm, before payments are due and before their day.
        </StateMessage>
      ) : (
        <StyledGrid>
          {data.map((template) => (
            <TemplateCard key={template.id} venueId={venue.id} template={template} onEdit={() => setEditing({ mode: 'edit', template })} />
          ))}
        </StyledGrid>
      )}
      <TemplateDialog
        venue={venue}
        editing={editing?.mode === 'edit' ? editing.template : null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </StyledTab>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
