import { useParams } from 'react-router-dom';
import { RsvpNotFound } from '@/features/rsvp/components/rsvp-not-found';
import { RsvpView } from '@/features/rsvp/components/rsvp-view';

/** /rsvp/{token}: the link in a guest's invitation email. */
export function RsvpPage() {
  const { token } = useParams();
  const trimmed = token?.trim();
  return trimmed ? <RsvpView key={trimmed} token={trimmed} /> : <RsvpNotFound />;
}
