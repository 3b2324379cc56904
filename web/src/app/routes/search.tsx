import { useNavigate, useSearchParams } from 'react-router-dom';
import { CompareBar } from '@/features/compare/components/compare-bar';
import { useCompareSelection } from '@/features/compare/hooks/use-compare-selection';
import { VenueSearch } from '@/features/search/components/venue-search';
import { venuePath } from '@/shared/components/venue-card';
import type { Venue } from '@/types/api';
import { PageHeader } from '@/ui/page-header';

export function SearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const compare = useCompareSelection();

  // The wedding date from the home page travels on to the venue's calendar.
  const checkAvailability = (venue: Venue) => {
    const query = new URLSearchParams({ tab: 'availability' });
    const date = params.get('date');
    if (date) query.set('date', date);
    navigate(`${venuePath(venue.id)}?${query.toString()}`);
  };

  return (
    <>
      <PageHeader
        eyebrow="Find your venue"
        title="Search Venues"
        intro="Filter Hill Country venues by location, guest count, budget, venue style and amenities, and compare up to three side by side."
      />
      <VenueSearch actions={{ compare, onCheckAvailability: checkAvailability }} />
      <CompareBar venues={compare.venues} onRemove={compare.remove} onClear={compare.clear} onCompare={compare.openComparison} />
    </>
  );
}
