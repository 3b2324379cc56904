import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { PlanningTools } from '@/features/marketing/components/planning-tools';
import { Testimonials } from '@/features/marketing/components/testimonials';
import { VenueOwnerCta } from '@/features/marketing/components/venue-owner-cta';
import { HOW_IT_WORKS_SECTION_ID } from '@/features/marketing/section-ids';
import { FeaturedVenues } from '@/features/venues/components/featured-venues';
import { scrollToSection } from '@/lib/scroll';
import type { Venue } from '@/types/api';
import { Container } from '@/ui/container';
import { Section } from '@/ui/section';

/**
 * The home page under the hero, a chunk of its own: the hero paints (Lighthouse's LCP) without
 * waiting for this code, which loads once it has.
 */
export function HomeBelowTheFold({ onViewDetails }: { onViewDetails(venue: Venue): void }) {
  useScrollToHowItWorksOnArrival();
  return (
    <>
      <Section $tight>
        <Container>
          <FeaturedVenues onViewDetails={onViewDetails} />
        </Container>
      </Section>
      <HowItWorks />
      <PlanningTools />
      <Testimonials />
      <VenueOwnerCta />
    </>
  );
}

/** A "/#how-it-works" link opened in a new tab lands on the section, once it is drawn. */
function useScrollToHowItWorksOnArrival() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${HOW_IT_WORKS_SECTION_ID}`) scrollToSection(HOW_IT_WORKS_SECTION_ID);
  }, [hash]);
}
