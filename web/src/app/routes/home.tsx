import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HomeHero } from '@/features/marketing/components/home-hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { PlanningTools } from '@/features/marketing/components/planning-tools';
import { Testimonials } from '@/features/marketing/components/testimonials';
import { VenueOwnerCta } from '@/features/marketing/components/venue-owner-cta';
import { HOW_IT_WORKS_SECTION_ID } from '@/features/marketing/section-ids';
import { HeroSearchForm } from '@/features/search/components/hero-search-form';
import { FeaturedVenues } from '@/features/venues/components/featured-venues';
import { scrollToSection } from '@/lib/scroll';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import type { Venue } from '@/types/api';
import { Container } from '@/ui/container';
import { PageTitle } from '@/ui/page-title';
import { Section } from '@/ui/section';

// The details dialog (gallery, inquiry form) loads on the first View Details: the home page stays light.
const VenueDetailsDialog = lazy(async () => ({
  default: (await import('@/features/venue-detail/components/venue-details-dialog')).VenueDetailsDialog,
}));

export function HomePage() {
  // The hero paints first; the sections below it follow in the next render (useAfterFirstPaint).
  const belowTheFold = useAfterFirstPaint();
  useScrollToHowItWorksOnArrival(belowTheFold);
  const [detailsVenue, setDetailsVenue] = useState<Venue | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const viewDetails = (venue: Venue) => {
    setDialogWanted(true);
    setDetailsVenue(venue);
  };
  return (
    <>
      <PageTitle />
      <HomeHero>
        <HeroSearchForm />
      </HomeHero>
      {belowTheFold && (
        <>
          <Section $tight>
            <Container>
              <FeaturedVenues onViewDetails={viewDetails} />
            </Container>
          </Section>
          <HowItWorks />
          <PlanningTools />
          <Testimonials />
          <VenueOwnerCta />
        </>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <VenueDetailsDialog venue={detailsVenue} onOpenChange={(open) => !open && setDetailsVenue(null)} />
        </Suspense>
      )}
    </>
  );
}

/** A "/#how-it-works" link opened in a new tab lands on the section, once it is drawn. */
function useScrollToHowItWorksOnArrival(drawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (drawn && hash === `#${HOW_IT_WORKS_SECTION_ID}`) scrollToSection(HOW_IT_WORKS_SECTION_ID);
  }, [hash, drawn]);
}
