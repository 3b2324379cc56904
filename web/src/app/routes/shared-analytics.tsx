import { useParams } from 'react-router-dom';
import { SharedAnalyticsView } from '@/features/venue-analytics/components/shared-analytics-view';

export function SharedAnalyticsPage() {
  const { token = '' } = useParams();
  // A new link is another venue's figures: nothing of the last one carries over.
  return <SharedAnalyticsView key={token} token={token} />;
}
