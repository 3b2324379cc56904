import { useParams } from 'react-router-dom';
import { SharedMoodboardView } from '@/features/moodboard/components/shared-moodboard-view';

export function MoodboardSharePage() {
  const { id = '' } = useParams();
  // A new link is a new board to read: nothing of the last one carries over.
  return <SharedMoodboardView key={id} shareId={id} />;
}
