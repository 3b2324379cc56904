import { PageHeader } from '../../ui/page-header';

export function VenueDetailPage() {
  return (
    <PageHeader
      eyebrow="Venue"
      title="Venue Details"
      intro="Photos, capacity, amenities, open dates, wedding packages and local vendors for this venue."
    />
  );
}
