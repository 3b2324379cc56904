import styled from 'styled-components';
import { usePlanningPermissions } from '@/shared/api/planning-access';
import { ButtonLink } from '@/ui/button';
import { UsersIcon } from '@/ui/icons';
import { StateMessage } from '@/ui/state-message';
import { useCollaborators } from '../api/collaborators';
import { ActivityFeed } from './activity-feed';
import { CommentsPanel } from './comments-panel';
import { TeamCard } from './team-card';

/**
 * The planning dashboard's Collaboration tab: the team, comments on the plans and everything
 * that happened. The team hangs on the wedding's booking, so before a booking there is only
 * the activity, and a word on how to get a team.
 */
export function CollaborationTab({ bookingId }: { bookingId: string | null }) {
  if (!bookingId) {
    return (
      <StyledTab>
        <StateMessage icon={<UsersIcon />} title="Plan together once you have booked" action={<ButtonLink to="/search">Find a venue</ButtonLink>}>
          Your partner, your planner and family can join your planning once you have booked a venue: invite them here, see who is
          online and leave each other comments on the venue, the timeline, the budget and the guests.
        </StateMessage>
        <ActivityFeed bookingId={null} />
      </StyledTab>
    );
  }
  return <BookedCollaboration bookingId={bookingId} />;
}

function BookedCollaboration({ bookingId }: { bookingId: string }) {
  const team = useCollaborators(bookingId);
  const wedding = usePlanningPermissions();
  // The team's own row is the freshest word on the viewer's role (read every 30 s).
  const canComment = team.data?.find((member) => member.isYou)?.permissions.canComment ?? wedding.canComment;
  return (
    <StyledTab>
      <TeamCard bookingId={bookingId} />
      <StyledColumns>
        <CommentsPanel bookingId={bookingId} canComment={canComment} />
        <ActivityFeed bookingId={bookingId} />
      </StyledColumns>
    </StyledTab>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;
