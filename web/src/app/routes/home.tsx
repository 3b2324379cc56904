import { lazy, Suspense, useState } from 'react';
import { HomeHero } from '@/features/marketing/components/home-hero';
import { HeroSearchForm } from '@/features/search/components/hero-search-form';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import type { Venue } from '@/types/api';
import { PageTitle } from '@/ui/page-title';

// The sections under the hero load once it has painted: the first paint waits for less code.
const HomeBelowTheFold = lazy(async () => ({ default: (await import('./home-below-the-fold')).HomeBelowTheFold }));

// The details dialog (gallery, inquiry form) loads on the first View Details: the home page stays light.
const VenueDetailsDialog = lazy(async () => ({
  default: (await import('@/features/venue-detail/components/venue-details-dialog')).VenueDetailsDialog,
}));

export function HomePage() {
  // The hero paints first; the sections below it follow in the next render (useAfterFirstPaint).
  const belowTheFold = useAfterFirstPaint();
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
        <Suspense fallback={null}>
          <HomeBelowTheFold onViewDetails={viewDetails} />
        </Suspense>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <VenueDetailsDialog venue={detailsVenue} onOpenChange={(open) => !open && setDetailsVenue(null)} />
        </Suspense>
      )}
    </>
  );
}
