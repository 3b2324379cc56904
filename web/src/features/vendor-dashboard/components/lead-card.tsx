import { useId } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { longDateTime, timeAgo } from '@/lib/time-ago';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CalendarIcon, CheckIcon, MapPinIcon, MessageIcon, RefreshIcon, UsersIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { LeadStatusChange } from '../api/vendor-leads';
import type { VendorLead } from '../types';
import { isUndecided, LEAD_STATUS_LABELS, LEAD_STATUS_TONES } from '../utils/lead-status';

interface LeadCardProps {
  lead: VendorLead;
  busy: boolean;
  onReply(): void;
  onChange(status: LeadStatusChange): void;
}

/** One couple's message: who, when, where, how many, what they wrote; reply, or record the outcome. */
export function LeadCard({ lead, busy, onReply, onChange }: LeadCardProps) {
  const titleId = useId();
  const whose = <VisuallyHidden> {lead.coupleName}</VisuallyHidden>;
  return (
    <StyledCard aria-labelledby={titleId} data-lead-id={lead.id} $new={lead.status === 'new'}>
      <StyledHead>
        <div>
          <StyledName id={titleId}>{lead.coupleName}</StyledName>
          <StyledReceived>
            <time dateTime={lead.createdAt} title={longDateTime(lead.createdAt)}>
              Received {timeAgo(lead.createdAt)}
            </time>
          </StyledReceived>
        </div>
        <Badge $tone={LEAD_STATUS_TONES[lead.status]} data-lead-status={lead.status}>
          {LEAD_STATUS_LABELS[lead.status]}
        </Badge>
      </StyledHead>

      <StyledFacts>
        <li>
          <CalendarIcon aria-hidden="true" />
          <span>
            <VisuallyHidden>Wedding date: </VisuallyHidden>
            {lead.weddingDate ? formatLongDate(lead.weddingDate) : 'Date not set'}
          </span>
        </li>
        <li>
          <MapPinIcon aria-hidden="true" />
          <span>
            <VisuallyHidden>Venue: </VisuallyHidden>
            {lead.venueName ?? 'Venue not chosen yet'}
          </span>
        </li>
        <li>
          <UsersIcon aria-hidden="true" />
          <span>{lead.guestCount === null ? 'Guests not known yet' : `${lead.guestCount.toLocaleString('en-US')} guests`}</span>
        </li>
        <li>
          <MessageIcon aria-hidden="true" />
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </li>
        {lead.phone && (
          <li>
            <VisuallyHidden>Phone: </VisuallyHidden>
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
          </li>
        )}
      </StyledFacts>

      {lead.message && <StyledMessage>{lead.message}</StyledMessage>}

      {lead.repliedAt && (
        <StyledReplied>
          <CheckIcon aria-hidden="true" /> You replied on {longDateTime(lead.repliedAt)}
        </StyledReplied>
      )}

      <StyledActions>
        <Button $size="sm" $variant={lead.status === 'new' ? 'primary' : 'outline'} onClick={onReply}>
          <MessageIcon /> {lead.repliedAt ? 'Reply again' : 'Reply'}
          {whose}
        </Button>
        {isUndecided(lead.status) ? (
          <>
            <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => onChange('booked')}>
              <CheckIcon /> Mark booked{whose}
            </Button>
            <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => onChange('declined')}>
              Decline{whose}
            </Button>
          </>
        ) : (
          <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => onChange('open')}>
            <RefreshIcon /> Reopen{whose}
          </Button>
        )}
      </StyledActions>
    </StyledCard>
  );
}

const StyledCard = styled.li<{ $new: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $new }) => ($new ? theme.colors.terracotta : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[6]}; }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > div { min-width: 0; }
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const StyledReceived = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1.5]}; min-width: 0; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.sage}; }
  a { color: ${({ theme }) => theme.colors.bluebonnet}; overflow-wrap: anywhere; }
`;

const StyledMessage = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledReplied = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
