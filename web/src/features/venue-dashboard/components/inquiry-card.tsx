import { useId } from 'react';
import styled from 'styled-components';
import { timeAgo } from '@/lib/time-ago';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CalendarIcon, CheckIcon, MessageIcon, RefreshIcon, UsersIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { VenueInquiry } from '../types';
import { dateTime, shortDate } from '../utils/format';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUS_TONES, isOpen } from '../utils/inquiry-status';

interface InquiryCardProps {
  inquiry: VenueInquiry;
  closing: boolean;
  onReply(): void;
  onClose(): void;
  onReopen(): void;
}

export function InquiryCard({ inquiry, closing, onReply, onClose, onReopen }: InquiryCardProps) {
  const titleId = useId();
  const whose = <VisuallyHidden> {inquiry.coupleName}</VisuallyHidden>;
  return (
    <StyledCard aria-labelledby={titleId} data-inquiry-id={inquiry.id} $new={inquiry.status === 'pending'}>
      <StyledHead>
        <div>
          <StyledName id={titleId}>{inquiry.coupleName}</StyledName>
          <StyledReceived>
            <time dateTime={inquiry.createdAt} title={dateTime(inquiry.createdAt)}>
              Received {timeAgo(inquiry.createdAt)}
            </time>
          </StyledReceived>
        </div>
        <Badge $tone={INQUIRY_STATUS_TONES[inquiry.status]} data-inquiry-status={inquiry.status}>
          {INQUIRY_STATUS_LABELS[inquiry.status]}
        </Badge>
      </StyledHead>

      <StyledFacts>
        <li>
          <CalendarIcon aria-hidden="true" />
          <span>
            <VisuallyHidden>Wedding date: </VisuallyHidden>
            {shortDate(inquiry.weddingDate)}
          </span>
        </li>
        <li>
          <UsersIcon aria-hidden="true" />
          <span>{inquiry.guestCount.toLocaleString('en-US')} guests</span>
        </li>
        <li>
          <MessageIcon aria-hidden="true" />
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </li>
        {inquiry.phone && (
          <li>
            <VisuallyHidden>Phone: </VisuallyHidden>
            <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>{inquiry.phone}</a>
          </li>
        )}
      </StyledFacts>

      <StyledMessage>{inquiry.message}</StyledMessage>

      {inquiry.repliedAt && (
        <StyledReplied>
          <CheckIcon aria-hidden="true" /> You replied on {dateTime(inquiry.repliedAt)}
        </StyledReplied>
      )}

      {/* A handled inquiry can still be answered (that reopens it) or reopened by hand. */}
      <StyledActions>
        <Button $size="sm" $variant={inquiry.status === 'pending' ? 'primary' : 'outline'} onClick={onReply}>
          <MessageIcon /> {inquiry.repliedAt ? 'Reply again' : 'Reply'}
          {whose}
        </Button>
        {isOpen(inquiry) ? (
          <Button $size="sm" $variant="ghost" disabled={closing} onClick={onClose}>
            <CheckIcon /> {closing ? 'Saving...' : 'Mark handled'}
            {whose}
          </Button>
        ) : (
          <Button $size="sm" $variant="ghost" disabled={closing} onClick={onReopen}>
            <RefreshIcon /> {closing ? 'Saving...' : 'Reopen'}
            {whose}
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

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    min-width: 0;
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    color: ${({ theme }) => theme.colors.sage};
  }
  a {
    color: ${({ theme }) => theme.colors.bluebonnet};
    overflow-wrap: anywhere;
  }
`;

const StyledMessage = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
`;

const StyledReplied = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
