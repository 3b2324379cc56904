import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { responseSummary } from '@/lib/response-summary';
import { ClockIcon, MailIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useToast } from '@/ui/toast/use-toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useLeadActions, useMyVendorLeads, type LeadStatusChange } from '../api/vendor-leads';
import type { VendorLead } from '../types';
import { LeadCard } from './lead-card';
import { LeadReplyDialog } from './lead-reply-dialog';

/** The couples who wrote to the vendor, newest first, and the figures couples see on the card. */
export function LeadsPanel({ published }: { published: boolean }) {
  const { data, error, isLoading, mutate } = useMyVendorLeads();
  const { reply, changeStatus } = useLeadActions();
  const [replying, setReplying] = useState<VendorLead | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { toast } = useToast();

  const change = async (lead: VendorLead, status: LeadStatusChange) => {
    setBusy(lead.id);
    try {
      await changeStatus(lead.id, status);
    } catch (failure) {
      toast({ title: 'Could not save', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  if (isLoading) {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading your leads…</VisuallyHidden>
        <Skeleton $height="8rem" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <LoadError title="Your leads could not be loaded" onRetry={() => void mutate()}>
        {error ? errorMessage(error) : 'Please try again.'}
      </LoadError>
    );
  }

  const summary = responseSummary(data.stats);
  return (
    <StyledPanel>
      <StyledFigures data-testid="vendor-lead-figures">
        <ClockIcon aria-hidden="true" />
        <p>
          {summary ? (
            <>
              Couples see on your card: <strong>{summary}</strong>.
            </>
          ) : (
            'Your reply figures show on your card once couples have written to you and you have answered. A quick reply helps.'
          )}
        </p>
      </StyledFigures>
      {data.leads.length === 0 ? (
        <StateMessage icon={<MailIcon />} title="No leads yet">
          {published
            ? 'When a couple contacts you from a venue page or your own page, their message appears here and we mail it to you at once.'
            : 'Couples can contact you once your profile is shown to them: switch on “Show my profile to couples” on the Profile tab.'}
        </StateMessage>
      ) : (
        <StyledList aria-label="Leads">
          {data.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} busy={busy === lead.id} onReply={() => setReplying(lead)} onChange={(status) => void change(lead, status)} />
          ))}
        </StyledList>
      )}
      <LeadReplyDialog lead={replying} onClose={() => setReplying(null)} reply={reply} />
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledFigures = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oakDeep};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.2em; }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
