import { PageHeader } from '../../ui/page-header';

export function SearchPage() {
  return (
    <PageHeader
      eyebrow="Find your venue"
      title="Search Venues"
      intro="Filter Hill Country venues by location, guest count, budget, venue style and amenities, and compare up to three side by side."
    />
  );
}
