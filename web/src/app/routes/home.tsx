import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { HowItWorks } from '../../features/marketing/components/how-it-works';
import { PlanningTools } from '../../features/marketing/components/planning-tools';
import { Testimonials } from '../../features/marketing/components/testimonials';
import { VenueOwnerCta } from '../../features/marketing/components/venue-owner-cta';
import { HOW_IT_WORKS_SECTION_ID } from '../../features/marketing/section-ids';
import { HeroSearchForm } from '../../features/search/components/hero-search-form';
import { FeaturedVenues } from '../../features/venues/components/featured-venues';
import { scrollToSection } from '../../lib/scroll';
import { Container } from '../../ui/container';
import { PageTitle } from '../../ui/page-title';
import { Section } from '../../ui/section';

export function HomePage() {
  useScrollToHowItWorksOnArrival();
  return (
    <>
      <PageTitle />
      <HomeHero>
        <HeroSearchForm />
      </HomeHero>
      <Section $tight>
        <Container>
          <FeaturedVenues />
        </Container>
      </Section>
      <HowItWorks />
      <PlanningTools />
      <Testimonials />
      <VenueOwnerCta />
    </>
  );
}

/** A "/#how-it-works" link opened in a new tab lands on the section. */
function useScrollToHowItWorksOnArrival() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${HOW_IT_WORKS_SECTION_ID}`) scrollToSection(HOW_IT_WORKS_SECTION_ID);
  }, [hash]);
}
