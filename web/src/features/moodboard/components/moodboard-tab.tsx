import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { MOODBOARD_LIMITS } from '@domain/planning/moodboard';
import type { PaletteColour } from '@domain/planning/moodboard-palettes';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useMyWedding } from '@/shared/api/my-wedding';
import { Button, ButtonLink } from '@/ui/button';
import { SendIcon, TrashIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { toast } from '@/ui/toast/use-toast';
import { TitledCard } from '@/ui/titled-card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { createMoodboardShare, revokeMoodboardShare, saveMoodboard, useMoodboard, useStoreMoodboard } from '../api/moodboard';
import type { Moodboard, MoodboardItem } from '../types';
import { copyText } from '@/lib/copy-text';
import { describeItem, newBoardItem, sameItems, type ItemDraft } from '../utils/board-items';
import { AddItemForm } from './add-item-form';
import { EditableBoard } from './editable-board';
import { PaletteSuggestions } from './palette-suggestions';
import { SharePanel } from './share-panel';
import { StaticBoard } from './static-board';

interface MoodBoardTabProps {
  /** Read and save the board through this booking; left out, the wedding being planned (GET /api/my/moodboard). */
  bookingId?: string;
}

/**
 * The planning dashboard's Mood Board tab: the wedding's board, arranged by hand and saved whole,
 * with palette suggestions and a read-only link to share. A role that may not edit sees it only.
 */
export function MoodBoardTab({ bookingId }: MoodBoardTabProps = {}) {
  const { data: board, error, mutate } = useMoodboard(bookingId);
  if (error && !board) {
    if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED')) {
      return (
        <StateMessage title="Sign in to see your mood board" action={<ButtonLink to="/sign-in?next=/planning?tab=moodboard">Sign In</ButtonLink>}>
          Your mood board is kept with your wedding.
        </StateMessage>
      );
    }
    if (hasErrorCode(error, 'AUTH.FORBIDDEN')) {
      return <StateMessage title="The mood board is for couples">Sign in with the account you are planning your wedding with.</StateMessage>;
    }
    return (
      <LoadError title="Your mood board could not be loaded" onRetry={() => void mutate()}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (!board) return <MoodboardSkeleton />;
  return <MoodboardWorkspace board={board} bookingId={bookingId} />;
}

type Busy = 'save' | 'share' | 'revoke' | null;

function MoodboardWorkspace({ board, bookingId }: { board: Moodboard; bookingId?: string }) {
  const helpId = useId();
  const [items, setItems] = useState<MoodboardItem[]>(board.items);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [link, setLink] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const canvas = useRef<HTMLDivElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const lastSaved = useRef(board.items);
  const store = useStoreMoodboard(bookingId);
  const { data: wedding } = useMyWedding();
  // The board's own answer says whether this caller may edit; the wedding's access says the same for the whole dashboard.
  const canEdit = board.canEdit && wedding?.access?.permissions.canEdit !== false;

  // A new answer from the server (another wedding chosen, a reload) replaces the board unless there are unsaved changes.
  useEffect(() => {
    setItems((current) => (sameItems(current, lastSaved.current) ? board.items : current));
    lastSaved.current = board.items;
  }, [board.items]);

  const dirty = !sameItems(items, board.items);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const selected = items.find((item) => item.id === selectedId) ?? null;
  const room = MOODBOARD_LIMITS.maxItems - items.length;

  const replace = (next: MoodboardItem) => {
    setItems((current) => current.map((item) => (item.id === next.id ? next : item)));
    setAnnouncement(describeItem(next));
  };
  const add = (drafts: readonly ItemDraft[]) => {
    const added: MoodboardItem[] = [];
    for (const draft of drafts.slice(0, room)) added.push(newBoardItem(draft, [...items, ...added]));
    if (!added.length) return;
    setItems((current) => [...current, ...added]);
    setSelectedId(added.at(-1)!.id);
    setAnnouncement(added.length === 1 ? `Added to the board: ${describeItem(added[0])}` : `Added ${added.length} colours to the board.`);
  };
  const addColours = (colours: readonly PaletteColour[]) => add(colours.map((colour) => ({ type: 'color', content: colour.hex, title: colour.name, description: '' })));
  const remove = (id: string) => {
    const item = items.find((other) => other.id === id);
    setItems((current) => current.filter((other) => other.id !== id));
    setSelectedId(null);
    if (item) setAnnouncement(`Removed from the board: ${describeItem(item).split('.')[0]}.`);
    // The item had the focus: keep the keyboard on the board.
    canvas.current?.focus();
  };

  const save = async (quiet = false): Promise<boolean> => {
    setBusy('save');
    try {
      const saved = await saveMoodboard(items, bookingId);
      lastSaved.current = saved.items;
      setItems(saved.items);
      await store(saved);
      if (!quiet) toast({ title: 'Mood Board Saved', description: `${saved.items.length} ${saved.items.length === 1 ? 'item' : 'items'} on your board.`, variant: 'success' });
      return true;
    } catch (failure) {
      toast({ title: 'Mood board not saved', description: errorMessage(failure), variant: 'destructive' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const copy = async (url: string) => {
    if (await copyText(url, linkField.current)) {
      toast({ title: 'Share Link Copied', description: 'Anyone with the link can look at your board; nobody can change it.', variant: 'success' });
    } else {
      linkField.current?.select();
      toast({ title: 'Copy the link', description: 'Your browser did not let us copy it: the link is selected, copy it with your keyboard.' });
    }
  };

  const share = async () => {
    // The link shows the board as saved: save first what is on screen.
    if (dirty && !(await save(true))) return;
    setBusy('share');
    try {
      const made = await createMoodboardShare(bookingId);
      const url = `${window.location.origin}${made.path}`;
      setLink(url);
      await store((current) => ({ ...current, share: { createdAt: made.createdAt } }));
      await copy(url);
    } catch (failure) {
      toast({ title: 'Link not created', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('revoke');
    try {
      await revokeMoodboardShare(bookingId);
      setLink(null);
      await store((current) => ({ ...current, share: null }));
      toast({ title: 'Sharing Stopped', description: 'The link no longer opens your mood board.', variant: 'success' });
    } catch (failure) {
      toast({ title: 'Sharing not stopped', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  if (!canEdit) {
    return (
      <StyledWorkspace>
        <StyledHead>
          <StyledTitle>Mood Board</StyledTitle>
          <StyledStatus>You can look at this board; your role on the wedding cannot change it.</StyledStatus>
        </StyledHead>
        <StaticBoard
          items={items}
          label="Mood board canvas (read-only)"
          emptyTitle="Your board is empty…"
          emptyText="Nothing has been pinned to the board yet."
        />
      </StyledWorkspace>
    );
  }

  return (
    <StyledWorkspace>
      <StyledHead>
        <StyledTitle>Mood Board</StyledTitle>
        <StyledStatus role="status">{busy === 'save' ? 'Saving…' : dirty ? 'Unsaved changes' : board.updatedAt ? 'All changes saved' : ''}</StyledStatus>
        <StyledActions role="group" aria-label="Mood board actions">
          <Button onClick={() => void save()} disabled={!dirty || busy !== null}>
            Save
          </Button>
          <Button $variant="secondary" onClick={() => void share()} disabled={busy !== null}>
            <SendIcon /> {busy === 'share' ? 'Sharing…' : 'Share'}
          </Button>
        </StyledActions>
      </StyledHead>

      <SharePanel
        link={link}
        sharedSince={board.share?.createdAt ?? null}
        busy={busy === 'revoke'}
        fieldRef={linkField}
        onCopy={() => link && void copy(link)}
        onRevoke={() => void revoke()}
      />

      <StyledSelection aria-label="Selected item">
        {selected ? (
          <>
            <span>
              <strong>Selected:</strong> {describeItem(selected)}
            </span>
            <Button $variant="outline" $size="sm" onClick={() => remove(selected.id)}>
              <TrashIcon /> Delete item
            </Button>
          </>
        ) : (
          <span>Click an item to select it.</span>
        )}
      </StyledSelection>

      <EditableBoard ref={canvas} items={items} selectedId={selectedId} helpId={helpId} onSelect={setSelectedId} onChange={replace} onDelete={remove} />
      <StyledHelp id={helpId}>
        Drag an item to move it, and the blue corner of the selected item to resize it. With the keyboard: Tab to an item, the arrow keys move it 10 px, Shift with the arrow keys
        resizes it, and Delete removes it (or Space picks it up and Space drops it). The board is 2000 by 600 px: scroll sideways for more.
      </StyledHelp>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <StyledColumns>
        <TitledCard id={`${helpId}-add`} title="Add to Board">
          <AddItemForm full={room < 1} bookingId={bookingId} onAdd={(draft) => add([draft])} />
        </TitledCard>
        <TitledCard id={`${helpId}-palettes`} title="Palette Suggestions">
          <PaletteSuggestions room={room} onAdd={addColours} />
        </TitledCard>
      </StyledColumns>
    </StyledWorkspace>
  );
}

function MoodboardSkeleton() {
  return (
    <LoadingShape label="Loading your mood board…">
      <StyledWorkspace>
        <Skeleton $height="2.75rem" $width="min(30rem, 100%)" />
        <Skeleton $height="37.5rem" />
        <Skeleton $height="16rem" />
      </StyledWorkspace>
    </LoadingShape>
  );
}

const StyledWorkspace = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledStatus = styled.p`
  flex: 1 1 auto;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSelection = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.control};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledHelp = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;
