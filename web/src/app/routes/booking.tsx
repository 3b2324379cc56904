import { PageHeader } from '../../ui/page-header';

export function BookingPage() {
  return (
    <PageHeader
      eyebrow="Booking"
      title="Book This Venue"
      intro="Choose your date and package, add your details and hold the date with a 25% deposit."
    />
  );
}
