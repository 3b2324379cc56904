import styled from 'styled-components';
import { formatUsdDecimal } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import { Button, ButtonLink } from '@/ui/button';
import { longDate } from '@/ui/calendar-month';
import { Card } from '@/ui/card';
import { CalendarIcon, MessageIcon } from '@/ui/icons';
import { bookingPath } from '../utils/booking-path';
import { ResponseLine } from './response-line';

interface PriceCardProps {
  venue: Venue;
  selectedDate: string | null;
  onInquire(): void;
  /** The venue's reply figures, a request of their own: the page asks once its first paint is done. */
  showReplyFigures?: boolean;
}

/** Starting price, the two calls to action and how quickly the venue answers. */
export function PriceCard({ venue, selectedDate, onInquire, showReplyFigures = true }: PriceCardProps) {
  const price = formatUsdDecimal(venue.price);
  return (
    <StyledCard aria-labelledby="price-card-title">
      <StyledPrice id="price-card-title">
        {price ? (
          <>
            <span>Starting at</span> <strong>{price}</strong>
          </>
        ) : (
          'Price on request'
        )}
      </StyledPrice>

      <StyledDate $chosen={selectedDate !== null} aria-live="polite">
        <CalendarIcon />
        {selectedDate ? (
          <span>
            <strong>{longDate(selectedDate)}</strong> selected
          </span>
        ) : (
          <span>Pick an open date in the Availability tab, or choose it when you book.</span>
        )}
      </StyledDate>

      <StyledActions>
        <ButtonLink to={bookingPath(venue.id, { date: selectedDate })} $size="lg" $block>
          <CalendarIcon /> Book This Venue
        </ButtonLink>
        <Button $variant="outline" $size="lg" $block onClick={onInquire}>
          <MessageIcon /> Send Inquiry
        </Button>
      </StyledActions>

      {showReplyFigures && <ResponseLine venueId={venue.id} />}
      <StyledTerms>A 25% deposit holds your date; the balance is due 30 days before the wedding.</StyledTerms>
    </StyledCard>
  );
}

const StyledCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledPrice = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  span {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledDate = styled.p<{ $chosen: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.terracottaLight : theme.colors.surfaceMuted)};
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.terracottaText : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTerms = styled.p`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
