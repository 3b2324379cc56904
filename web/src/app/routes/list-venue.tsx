import { PageHeader } from '../../ui/page-header';

export function ListVenuePage() {
  return (
    <PageHeader
      eyebrow="For venues"
      title="List Your Venue"
      intro="Six short steps to put your Hill Country venue in front of couples planning their day."
    />
  );
}
