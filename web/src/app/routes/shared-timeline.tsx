import { useParams } from 'react-router-dom';
import { SharedTimelineView } from '@/features/timeline/components/shared-timeline-view';

export function SharedTimelinePage() {
  const { token = '' } = useParams();
  // A new link is a new timeline to read: nothing of the last one carries over.
  return <SharedTimelineView key={token} token={token} />;
}
