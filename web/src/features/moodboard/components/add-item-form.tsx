import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MOODBOARD_ITEM_TYPES, MOODBOARD_LIMITS, uploadedImageId } from '@domain/planning/moodboard';
import { MOODBOARD_IMAGE_LIMITS } from '@domain/planning/moodboard-image';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { describedBy, FieldError, FieldHint, FormGrid, Input, LabeledField, Select, SelectOptions, Textarea } from '@/ui/field';
import { PlusIcon, UploadIcon } from '@/ui/icons';
import { uploadMoodboardImage } from '../api/upload-image';
import type { MoodboardItemType } from '../types';
import { draftProblem, ITEM_TYPE_LABELS, type ItemDraft } from '../utils/board-items';

const TYPE_OPTIONS = MOODBOARD_ITEM_TYPES.map((type) => ({ value: type, label: ITEM_TYPE_LABELS[type] }));
const EMPTY: ItemDraft = { type: 'color', content: '', title: '', description: '' };
/** What the colour picker shows before a colour is chosen. */
const PICKER_START = '#a84d2a';
const UPLOAD_TYPES = 'image/jpeg,image/png,image/webp';

interface AddItemFormProps {
  full: boolean;
  bookingId?: string;
  onAdd(draft: ItemDraft): void;
}

/** Add to Board: a colour, a picture (a link or an upload), words or an inspiration link; title optional. */
export function AddItemForm({ full, bookingId, onAdd }: AddItemFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ItemDraft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const change = (fields: Partial<ItemDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setError(null);
  };
  const changeType = (type: MoodboardItemType) => change({ type, content: '' });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MOODBOARD_IMAGE_LIMITS.maxUploadBytes) {
      setError('That picture is over 5 MB: choose a smaller one.');
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const { url } = await uploadMoodboardImage(file, bookingId);
      change({ content: url, title: draft.title || file.name.replace(/\.[^.]+$/, '').slice(0, MOODBOARD_LIMITS.titleLength) });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = draftProblem(draft);
    if (problem) {
      setError(problem);
      contentField.current?.focus();
      return;
    }
    onAdd(draft);
    setDraft({ ...EMPTY, type: draft.type });
    contentField.current?.focus();
  };

  const contentId = `${id}-content`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const blank = draft.content.trim() === '';
  const picture = draft.type === 'image' || draft.type === 'inspiration';

  return (
    <StyledForm onSubmit={submit} aria-label="Add to Board" noValidate>
      <FormGrid>
        <LabeledField htmlFor={`${id}-type`} label="Type">
          <Select id={`${id}-type`} value={draft.type} onChange={(event) => changeType(event.target.value as MoodboardItemType)}>
            <SelectOptions options={TYPE_OPTIONS} />
          </Select>
        </LabeledField>

        {draft.type === 'color' && (
          <LabeledField htmlFor={contentId} label="Colour" required hint="Pick one, or type its hex code such as #8fa68e." hintId={hintId}>
            <StyledColourRow>
              <StyledPicker
                type="color"
                aria-label="Colour picker"
                value={/^#[0-9a-f]{6}$/i.test(draft.content) ? draft.content.toLowerCase() : PICKER_START}
                onChange={(event) => change({ content: event.target.value })}
              />
              <Input
                id={contentId}
                ref={contentField}
                value={draft.content}
                placeholder="#a84d2a"
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hintId, error && errorId)}
                onChange={(event) => change({ content: event.target.value })}
              />
            </StyledColourRow>
          </LabeledField>
        )}

        {draft.type === 'text' && (
          <LabeledField htmlFor={contentId} label="Words" required span hint={`${draft.content.length}/${MOODBOARD_LIMITS.textLength} characters`} hintId={hintId}>
            <Textarea
              id={contentId}
              ref={contentField}
              value={draft.content}
              maxLength={MOODBOARD_LIMITS.textLength}
              placeholder="Dancing under the stars in Wimberley"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(hintId, error && errorId)}
              onChange={(event) => change({ content: event.target.value })}
            />
          </LabeledField>
        )}

        {picture && (
          <LabeledField
            htmlFor={contentId}
            label={draft.type === 'image' ? 'Picture link' : 'Inspiration link'}
            required
            span
            hint="A link starting with https://, or upload a JPEG, PNG or WebP of up to 5 MB."
            hintId={hintId}
          >
            <StyledPictureRow>
              <Input
                id={contentId}
                ref={contentField}
                type="url"
                inputMode="url"
                value={draft.content}
                placeholder="https://"
                maxLength={MOODBOARD_LIMITS.urlLength}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hintId, error && errorId)}
                onChange={(event) => change({ content: event.target.value })}
              />
              <Button $variant="outline" onClick={() => fileInput.current?.click()} disabled={uploading}>
                <UploadIcon /> {uploading ? 'Uploading…' : 'Upload a picture'}
              </Button>
              <input ref={fileInput} type="file" accept={UPLOAD_TYPES} hidden aria-hidden="true" tabIndex={-1} onChange={(event) => void upload(event.target.files?.[0])} />
            </StyledPictureRow>
            {uploadedImageId(draft.content.trim()) !== null && (
              <StyledPreview>
                <img src={draft.content.trim()} alt="" />
                <FieldHint $small>Uploaded: it goes on the board with Add to Board.</FieldHint>
              </StyledPreview>
            )}
          </LabeledField>
        )}

        <LabeledField htmlFor={`${id}-title`} label="Title" optional>
          <Input id={`${id}-title`} value={draft.title} maxLength={MOODBOARD_LIMITS.titleLength} onChange={(event) => change({ title: event.target.value })} />
        </LabeledField>
        <LabeledField htmlFor={`${id}-description`} label="Description" optional span={draft.type !== 'color'}>
          <Input id={`${id}-description`} value={draft.description} maxLength={MOODBOARD_LIMITS.descriptionLength} onChange={(event) => change({ description: event.target.value })} />
        </LabeledField>
      </FormGrid>

      {error && <FieldError id={errorId}>{error}</FieldError>}
      <StyledActions>
        {full && <FieldHint>The board holds {MOODBOARD_LIMITS.maxItems} items: remove one to add another.</FieldHint>}
        <Button type="submit" disabled={blank || uploading || full}>
          <PlusIcon /> Add to Board
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  container-type: inline-size;
`;

const StyledColourRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  input:last-child { flex: 1 1 auto; min-width: 0; font-family: ${({ theme }) => theme.fonts.mono}; }
`;

const StyledPicker = styled.input`
  flex: none;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledPictureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  input { flex: 1 1 14rem; min-width: 0; }
  button { flex: 1 0 auto; }
  ${({ theme }) => theme.media.sm} { button { flex: 0 0 auto; } }
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  img {
    width: 4rem;
    height: 3rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.gradients.placeholder};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
