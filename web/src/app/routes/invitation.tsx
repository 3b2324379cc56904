import { useParams } from 'react-router-dom';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { InvitationView } from '@/features/collaboration/components/invitation-view';

/** /invitations/{token}: the link a couple mails to the people they invite to plan with them. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const trimmed = token.trim();
  // Signing out here (the invitation is for another address) stays here, to sign in again.
  const { signOut, pending } = useSignOut({ stayAt: `/invitations/${encodeURIComponent(trimmed)}` });
  return <InvitationView key={trimmed} token={trimmed} onSignOut={() => void signOut()} signingOut={pending} />;
}
