import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { SendIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { sendTestTemplate } from '../api/notification-templates';
import type { NotificationTemplate } from '../types';
import { timingLabel, TYPE_LABELS } from '../utils/template-labels';
import { SendToCoupleDialog } from './send-to-couple-dialog';

/** One template: its name, type, timing, subject and a 150-character preview, with Edit and Send Test. */
export function TemplateCard({ venueId, template, onEdit }: { venueId: string; template: NotificationTemplate; onEdit(): void }) {
  const [sending, setSending] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const headingId = `template-${template.id}`;

  const sendTest = async () => {
    setSending(true);
    try {
      const { sentTo } = await sendTestTemplate(template.id);
      toast({ title: 'Test Email Sent', description: `"${template.name}" went to ${sentTo}.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Test email not sent', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledCard as="article" aria-labelledby={headingId}>
      <StyledTop>
        <h4 id={headingId}>{template.name}</h4>
        <Badge $tone={template.isActive ? 'success' : 'neutral'}>{template.isActive ? 'Active' : 'Off'}</Badge>
      </StyledTop>
      <StyledMeta>
        {TYPE_LABELS[template.type]} · {timingLabel(template)}
      </StyledMeta>
      <StyledSubject>{template.subject}</StyledSubject>
      <StyledPreview>{template.preview}</StyledPreview>
      <StyledActions>
        <Button $variant="outline" $size="sm" onClick={onEdit} aria-label={`Edit ${template.name}`}>
          Edit
        </Button>
        <Button $variant="ghost" $size="sm" onClick={() => void sendTest()} disabled={sending} aria-label={`Send Test of ${template.name} to yourself`}>
          <SendIcon aria-hidden="true" /> {sending ? 'Sending…' : 'Send Test'}
        </Button>
        <Button $variant="ghost" $size="sm" onClick={() => setSendOpen(true)} aria-label={`Send to a Couple: ${template.name}`}>
          Send to a Couple
        </Button>
      </StyledActions>
      <SendToCoupleDialog venueId={venueId} template={template} open={sendOpen} onOpenChange={setSendOpen} />
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h4 {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledSubject = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const StyledPreview = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;
