import { CompareView } from '@/features/compare/components/compare-view';
import { PageHeader } from '@/ui/page-header';

export function ComparePage() {
  return (
    <>
      <PageHeader
        eyebrow="Compare"
        title="Compare Venues"
        intro="Up to three venues side by side: price, capacity, rating, venue type and amenities."
      />
      <CompareView />
    </>
  );
}
