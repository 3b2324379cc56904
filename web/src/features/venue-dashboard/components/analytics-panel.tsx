import { SparkleIcon } from '@/ui/icons';
import { StateMessage } from '@/ui/state-message';

/** Honest until there is a season of real bookings to chart; no sample figures. */
export function AnalyticsPanel() {
  return (
    <StateMessage icon={<SparkleIcon />} title="Analytics will appear here once your venue has a season of bookings">
      Where your visitors come from, which months and days couples book, and how your prices and response time compare
      with similar venues. Until then, the summary cards above count your page views, inquiries and bookings as they
      happen.
    </StateMessage>
  );
}
