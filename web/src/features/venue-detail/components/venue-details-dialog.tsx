import { useState } from 'react';
import styled from 'styled-components';
import { formatUsdDecimal } from '@/lib/format-usd';
import { Rating } from '@/shared/components/rating';
import type { Venue } from '@/types/api';
import { ButtonLink } from '@/ui/button';
import { DialogDescription, DialogRoot, DialogSurface, DialogTitle } from '@/ui/dialog';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '@/ui/icons';
import { MetaLine } from '@/ui/typography';
import { venuePagePath } from '../utils/booking-path';
import { InquiryForm } from './inquiry-form';
import { ResponseLine } from './response-line';
import { AmenityList, VenueFacts } from './venue-facts';
import { VenueGallery } from './venue-gallery';

export interface VenueDetailsDialogProps {
  venue: Venue | null;
  onOpenChange(open: boolean): void;
}

/**
 * The quick look at a venue from a card, open while `venue` is set: photos, facts and
 * amenities beside the starting price and an inquiry form. A full-screen sheet on a phone.
 */
export function VenueDetailsDialog({ venue, onOpenChange }: VenueDetailsDialogProps) {
  // Keep showing the last venue while the dialog animates closed.
  const [lastVenue, setLastVenue] = useState(venue);
  if (venue && venue !== lastVenue) setLastVenue(venue);
  const shown = venue ?? lastVenue;
  const close = () => onOpenChange(false);

  return (
    <DialogRoot open={venue !== null} onOpenChange={onOpenChange}>
      {shown && (
        <DialogSurface size="xl" hasDescription closeLabel="Close venue details">
          <StyledLayout>
            <StyledMain>
              <VenueGallery venue={shown} compact />
              <StyledHeading>
                <StyledTitle>{shown.name}</StyledTitle>
                <StyledMeta>
                  <Rating rating={shown.rating} reviewCount={shown.reviewCount} size="sm" />
                  <MetaLine>
                    <MapPinIcon /> {shown.location}
                  </MetaLine>
                </StyledMeta>
              </StyledHeading>
              <StyledDescription>{shown.description}</StyledDescription>
              <VenueFacts venue={shown} />
              <section aria-labelledby="dialog-amenities">
                <StyledSubTitle id="dialog-amenities">Amenities</StyledSubTitle>
                <AmenityList amenities={shown.amenities} />
              </section>
            </StyledMain>

            <StyledPanel aria-label={`Contact ${shown.name}`}>
              <StyledPrice>
                <span>Starting at</span>
                <strong>{formatUsdDecimal(shown.price) ?? 'Price on request'}</strong>
              </StyledPrice>
              <ResponseLine venueId={shown.id} />
              <StyledLinks>
                <ButtonLink to={venuePagePath(shown.id, { inquire: true })} $variant="secondary" $block onClick={close}>
                  <CalendarIcon /> Request a Tour
                </ButtonLink>
                <ButtonLink to={venuePagePath(shown.id)} $variant="outline" $block onClick={close}>
                  View full details <ArrowRightIcon />
                </ButtonLink>
              </StyledLinks>
              <StyledFormHeading>
                <StyledSubTitle as="h3">Send an inquiry</StyledSubTitle>
                <p>Ask about dates, pricing or packages.</p>
              </StyledFormHeading>
              <InquiryForm venueId={shown.id} onSent={close} />
            </StyledPanel>
          </StyledLayout>
        </DialogSurface>
      )}
    </DialogRoot>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledTitle = styled(DialogTitle)`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
`;

const StyledDescription = styled(DialogDescription)`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const StyledSubTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
  ${({ theme }) => theme.media.lg} {
    padding-top: ${({ theme }) => theme.space[16]};
    border-top: 0;
    border-left: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledPrice = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
`;

const StyledLinks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFormHeading = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  h3 { margin-bottom: ${({ theme }) => theme.space[1]}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;
