import styled from 'styled-components';
import { Button, buttonStyles, type ButtonStyleProps } from '@/ui/button';
import { DownloadIcon, SendIcon, UploadIcon, UserPlusIcon } from '@/ui/icons';
import { guestsCsvUrl } from '../api/get-guests';

export type GuestDialog = 'add' | 'invite' | 'import';

interface GuestToolbarProps {
  bookingId: string;
  onOpen(dialog: GuestDialog): void;
  /** A cancelled booking keeps its list for the record but invites nobody. */
  canInvite: boolean;
  /** False for a collaborator who only views and comments: the export stays, the changes go. */
  canEdit?: boolean;
}

export function GuestToolbar({ bookingId, onOpen, canInvite, canEdit = true }: GuestToolbarProps) {
  return (
    <StyledToolbar role="group" aria-label="Guest list actions">
      {canEdit && (
        <>
          <Button onClick={() => onOpen('add')}>
            <UserPlusIcon /> Add Guest
          </Button>
          <Button $variant="secondary" onClick={() => onOpen('invite')} disabled={!canInvite}>
            <SendIcon /> Send Invitations
          </Button>
        </>
      )}
      <StyledLinkButton $variant="outline" href={guestsCsvUrl(bookingId)} download>
        <DownloadIcon /> Export Guest List
      </StyledLinkButton>
      {canEdit && (
        <Button $variant="outline" onClick={() => onOpen('import')}>
          <UploadIcon /> Import CSV
        </Button>
      )}
    </StyledToolbar>
  );
}

const StyledLinkButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  > * { padding-left: ${({ theme }) => theme.space[3]}; padding-right: ${({ theme }) => theme.space[3]}; }

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-wrap: wrap;
    > * { padding-left: ${({ theme }) => theme.space[5]}; padding-right: ${({ theme }) => theme.space[5]}; }
  }
`;
