import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMMENT_LIMITS, COMMENT_SECTIONS } from '@domain/planning/comment';
import { errorMessage } from '@/lib/api-client';
import { longDateTime, timeAgo } from '@/lib/time-ago';
import { useBusyIds } from '@/lib/use-busy-ids';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Field, Label, Select, Textarea } from '@/ui/field';
import { CheckIcon, MessageIcon, RefreshIcon } from '@/ui/icons';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { TitledCard } from '@/ui/titled-card';
import { addComment, resolveComment, useComments, useRefreshComments } from '../api/comments';
import { useNow } from '../hooks/use-now';
import type { CommentSection, PlanningComment } from '../types';
import { MemberAvatar } from './member-avatar';

const CLOCK_TICK_MS = 30_000;

export const SECTION_LABELS: Readonly<Record<CommentSection, string>> = {
  general: 'General',
  venue: 'Venue',
  timeline: 'Timeline',
  budget: 'Budget',
  guests: 'Guests',
};

type SectionFilter = CommentSection | 'all';
const FILTERS: readonly SectionFilter[] = ['all', ...COMMENT_SECTIONS];
const filterLabel = (filter: SectionFilter) => (filter === 'all' ? 'All' : SECTION_LABELS[filter]);

interface CommentsPanelProps {
  bookingId: string;
  /** False for a role that only reads: no add form, no Mark Resolved. */
  canComment: boolean;
}

/** Notes the team leaves on the plans, by section; the newest first. Read again every 30 s. */
export function CommentsPanel({ bookingId, canComment }: CommentsPanelProps) {
  const { data: comments, error, mutate } = useComments(bookingId);
  const refresh = useRefreshComments(bookingId);
  const now = useNow(CLOCK_TICK_MS);
  const [filter, setFilter] = useState<SectionFilter>('all');
  const [busyIds, setBusy] = useBusyIds();

  const shown = (comments ?? []).filter((comment) => filter === 'all' || comment.section === filter).reverse();

  const resolve = async (comment: PlanningComment) => {
    setBusy(comment.id, true);
    try {
      await resolveComment(comment.id);
      await refresh();
      toast({ title: 'Comment Resolved', description: `${comment.userName}'s comment is marked resolved.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Comment not resolved', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(comment.id, false);
    }
  };

  return (
    <TitledCard id="collaboration-comments" title="Comments">
      {canComment && (
        <CommentForm
          bookingId={bookingId}
          defaultSection={filter === 'all' ? 'general' : filter}
          onAdded={async (section) => {
            if (filter !== 'all' && filter !== section) setFilter('all');
            await refresh();
          }}
        />
      )}
      <StyledFilters role="group" aria-label="Show comments about">
        {FILTERS.map((option) => (
          <Button key={option} $size="sm" $variant={filter === option ? 'secondary' : 'outline'} aria-pressed={filter === option} onClick={() => setFilter(option)}>
            {filterLabel(option)}
          </Button>
        ))}
      </StyledFilters>
      {error && !comments ? (
        <StyledNote role="alert">
          Comments could not be loaded. {errorMessage(error)}
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            <RefreshIcon /> Try again
          </Button>
        </StyledNote>
      ) : !comments ? (
        <LoadingShape label="Loading comments…">
          <SkeletonStack>
            {[0, 1].map((row) => (
              <Skeleton key={row} $height="5rem" />
            ))}
          </SkeletonStack>
        </LoadingShape>
      ) : shown.length === 0 ? (
        <StyledEmpty>
          <MessageIcon aria-hidden="true" />
          <p>
            {filter === 'all'
              ? canComment
                ? 'No comments yet. Leave a note for your team about the venue, the budget or anything else.'
                : 'No comments yet.'
              : `No comments about ${SECTION_LABELS[filter].toLowerCase()} yet.`}
          </p>
        </StyledEmpty>
      ) : (
        <StyledList aria-label={filter === 'all' ? 'All comments' : `Comments about ${SECTION_LABELS[filter]}`}>
          {shown.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              busy={busyIds.has(comment.id)}
              onResolve={canComment && !comment.resolved ? () => void resolve(comment) : undefined}
            />
          ))}
        </StyledList>
      )}
    </TitledCard>
  );
}

function CommentItem({ comment, now, busy, onResolve }: { comment: PlanningComment; now: Date; busy: boolean; onResolve?: () => void }) {
  const authorId = useId();
  return (
    <StyledComment $resolved={comment.resolved} aria-labelledby={authorId} data-comment={comment.id} data-resolved={comment.resolved}>
      <MemberAvatar name={comment.userName} size="sm" />
      <StyledBody>
        <StyledMeta>
          <strong id={authorId}>{comment.userName}</strong>
          <Badge $tone="sage">{SECTION_LABELS[comment.section]}</Badge>
          {comment.resolved && (
            <Badge $tone="success">
              <CheckIcon aria-hidden="true" /> Resolved
            </Badge>
          )}
          <time dateTime={comment.timestamp} title={longDateTime(comment.timestamp)}>
            {timeAgo(comment.timestamp, now)}
          </time>
        </StyledMeta>
        <StyledContent>{comment.content}</StyledContent>
        {onResolve && (
          <Button $variant="outline" $size="sm" disabled={busy} aria-label={`Mark resolved: comment by ${comment.userName}`} onClick={onResolve}>
            <CheckIcon aria-hidden="true" /> {busy ? 'Resolving…' : 'Mark Resolved'}
          </Button>
        )}
      </StyledBody>
    </StyledComment>
  );
}

function CommentForm({ bookingId, defaultSection, onAdded }: { bookingId: string; defaultSection: CommentSection; onAdded(section: CommentSection): Promise<void> }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [section, setSection] = useState<CommentSection | null>(null);
  const [saving, setSaving] = useState(false);
  // Follows the filter until chosen: filtering to Budget, a new comment is about the budget.
  const chosenSection = section ?? defaultSection;
  const blank = content.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    setSaving(true);
    try {
      await addComment(bookingId, { content: content.trim(), section: chosenSection });
      setContent('');
      await onAdded(chosenSection);
      toast({ title: 'Comment Added', description: 'Your team can see it now.', variant: 'success' });
    } catch (failure) {
      toast({ title: 'Comment not added', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm onSubmit={submit} aria-label="New comment">
      <Field>
        <Label htmlFor={`${id}-content`}>Add a comment</Label>
        <Textarea
          id={`${id}-content`}
          rows={3}
          maxLength={COMMENT_LIMITS.contentLength}
          placeholder="A question for the team, an idea, a reminder…"
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </Field>
      <StyledFormRow>
        <Field>
          <Label htmlFor={`${id}-section`}>Section</Label>
          <Select id={`${id}-section`} value={chosenSection} onChange={(event) => setSection(event.target.value as CommentSection)}>
            {COMMENT_SECTIONS.map((option) => (
              <option key={option} value={option}>
                {SECTION_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={blank || saving}>
          <MessageIcon aria-hidden="true" /> {saving ? 'Adding…' : 'Add Comment'}
        </Button>
      </StyledFormRow>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledFormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > div { flex: 1 1 10rem; }
  > button { flex: 1 1 10rem; }
  ${({ theme }) => theme.media.sm} {
    > div { flex: 0 1 14rem; }
    > button { flex: 0 0 auto; margin-left: auto; }
  }
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledComment = styled.li<{ $resolved: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $resolved }) => ($resolved ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${({ theme, $resolved }) => ($resolved ? theme.colors.inkMuted : theme.colors.ink)};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { overflow-wrap: anywhere; }
  time { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  svg { width: 0.8rem; height: 0.8rem; }
`;

const StyledContent = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StyledEmpty = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; color: ${({ theme }) => theme.colors.sage}; }
`;

const StyledNote = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
