import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmEmailNotice } from '@/shared/components/confirm-email-notice';
import { VENDOR_SPECIALTIES } from '@/shared/options/vendor-specialties';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { describedBy, Field, FieldError, FieldHint, FieldLabel, Input, RequiredMark, Select, SelectOptions, Textarea } from '@/ui/field';
import { TwoColumns } from '@/ui/grid';
import { CheckIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { Notice } from '@/ui/notice';
import type { ProfileForm } from '../hooks/use-profile-form';
import { PROFILE_LIMITS, type ProfileField } from '../utils/profile-form';
import { CATEGORY_OPTIONS, HILL_COUNTRY_TOWNS } from '../utils/profile-options';
import { ChoiceChips } from './choice-chips';
import { FormSection, SectionTitle } from './form-section';
import { PortfolioEditor } from './portfolio-editor';
import { PublishSwitch } from './publish-switch';

/** Ids of the controls; an error moves focus to its field's control. */
export const PROFILE_CONTROL_IDS: Record<ProfileField, string> = {
  name: 'vendor-profile-name',
  category: 'vendor-profile-category',
  startingPrice: 'vendor-profile-price',
  description: 'vendor-profile-description',
  specialties: 'vendor-profile-specialties-add',
  serviceArea: 'vendor-profile-towns-0',
  portfolio: 'vendor-profile-portfolio-add',
  published: 'vendor-profile-published',
};

const errorId = (field: ProfileField) => `${PROFILE_CONTROL_IDS[field]}-error`;

interface ProfileFormProps {
  form: ProfileForm;
  /** No profile is stored yet (the first save creates it). */
  isNew: boolean;
  /** Whether the stored profile is visible to couples now. */
  publishedNow: boolean;
}

export function ProfileForm({ form, isNew, publishedNow }: ProfileFormProps) {
  const { values, errors, drafts, setField, setDraft, addDraft } = form;

  const control = (field: 'name' | 'startingPrice' | 'description', hintId?: string) => ({
    id: PROFILE_CONTROL_IDS[field],
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(hintId, errors[field] && errorId(field)),
  });
  const fieldError = (field: ProfileField) => errors[field] && <FieldError id={errorId(field)}>{errors[field]}</FieldError>;

  return (
    <StyledCard aria-labelledby="vendor-profile-title" onSubmit={form.submit} noValidate aria-busy={form.isSaving}>
      <StyledCardHead>
        <h2 id="vendor-profile-title">Your vendor profile</h2>
        <SavedState isNew={isNew} publishedNow={publishedNow} />
      </StyledCardHead>

      <FormSection aria-labelledby="vendor-section-business">
        <SectionTitle id="vendor-section-business">Your business</SectionTitle>
        <TwoColumns>
          <StyledWide>
            <FieldLabel htmlFor={PROFILE_CONTROL_IDS.name} required>
              Business name
            </FieldLabel>
            <Input {...control('name')} required maxLength={PROFILE_LIMITS.name} autoComplete="organization" placeholder="Golden Hour Photography" />
            {fieldError('name')}
          </StyledWide>
          <Field>
            <FieldLabel htmlFor={PROFILE_CONTROL_IDS.category} required>
              Category
            </FieldLabel>
            <Select
              id={PROFILE_CONTROL_IDS.category}
              name="category"
              required
              value={values.category}
              onChange={(event) => setField('category', event.target.value as typeof values.category)}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? errorId('category') : undefined}
            >
              <SelectOptions options={CATEGORY_OPTIONS} placeholder="Choose a category" placeholderDisabled />
            </Select>
            {fieldError('category')}
          </Field>
          <Field>
            <FieldLabel htmlFor={PROFILE_CONTROL_IDS.startingPrice} required>
              Starting price (US dollars)
            </FieldLabel>
            <StyledMoney>
              <span aria-hidden="true">$</span>
              <Input
                {...control('startingPrice', 'vendor-profile-price-hint')}
                type="number"
                inputMode="numeric"
                required
                min={0}
                max={PROFILE_LIMITS.maxPrice}
                step={1}
                placeholder="2500"
              />
            </StyledMoney>
            <FieldHint id="vendor-profile-price-hint">Whole dollars; couples see “Starting at” this price.</FieldHint>
            {fieldError('startingPrice')}
          </Field>
        </TwoColumns>
        <Field>
          <FieldLabel htmlFor={PROFILE_CONTROL_IDS.description}>About your work</FieldLabel>
          <Textarea
            {...control('description', 'vendor-profile-description-hint')}
            rows={5}
            maxLength={PROFILE_LIMITS.description}
            placeholder="What couples can expect from you: your style, what a day with you looks like, what is included."
          />
          <StyledHintRow>
            <FieldHint id="vendor-profile-description-hint">Two or three sentences read best on the card.</FieldHint>
            <StyledCounter aria-hidden="true">
              {values.description.length} / {PROFILE_LIMITS.description}
            </StyledCounter>
          </StyledHintRow>
          {fieldError('description')}
        </Field>
      </FormSection>

      <FormSection aria-labelledby="vendor-section-specialties">
        <SectionTitle id="vendor-section-specialties">Specialties</SectionTitle>
        <ChoiceChips
          idBase="vendor-profile-specialties"
          legend="Your specialties"
          hint="Couples see the first three on your card, in the order you pick them."
          offered={VENDOR_SPECIALTIES}
          selected={values.specialties}
          onChange={(next) => setField('specialties', next)}
          limit={PROFILE_LIMITS.specialties}
          addLabel="Add your own specialty"
          addPlaceholder="Film photography"
          draft={drafts.specialty}
          onDraftChange={(value) => setDraft('specialty', value)}
          onAdd={() => addDraft('specialty')}
          error={errors.specialties}
        />
      </FormSection>

      <FormSection aria-labelledby="vendor-section-area">
        <SectionTitle id="vendor-section-area">Where you work</SectionTitle>
        <ChoiceChips
          idBase="vendor-profile-towns"
          legend="Service area"
          required
          hint="Your card appears on the pages of venues in these towns."
          offered={HILL_COUNTRY_TOWNS}
          selected={values.serviceArea}
          onChange={(next) => setField('serviceArea', next)}
          limit={PROFILE_LIMITS.serviceArea}
          addLabel="Add another town"
          addPlaceholder="Luckenbach"
          draft={drafts.town}
          onDraftChange={(value) => setDraft('town', value)}
          onAdd={() => addDraft('town')}
          error={errors.serviceArea}
        />
      </FormSection>

      <FormSection aria-labelledby="vendor-section-portfolio">
        <SectionTitle id="vendor-section-portfolio">Portfolio</SectionTitle>
        <PortfolioEditor
          idBase="vendor-profile-portfolio"
          images={values.portfolio}
          onChange={(next) => setField('portfolio', next)}
          limit={PROFILE_LIMITS.portfolio}
          draft={drafts.image}
          onDraftChange={(value) => setDraft('image', value)}
          onAdd={() => addDraft('image')}
          error={errors.portfolio}
        />
      </FormSection>

      <FormSection aria-labelledby="vendor-section-visibility">
        <SectionTitle id="vendor-section-visibility">Visibility</SectionTitle>
        <PublishSwitch
          id={PROFILE_CONTROL_IDS.published}
          checked={values.published}
          onChange={(published) => setField('published', published)}
          publishedNow={publishedNow}
        />
        {fieldError('published')}
      </FormSection>

      <StyledFooter>
        {form.formError?.kind === 'unconfirmed-email' && (
          <ConfirmEmailNotice role="alert" title="Confirm your email to show your profile to couples.">
            {form.formError.message}
          </ConfirmEmailNotice>
        )}
        {form.formError && form.formError.kind !== 'unconfirmed-email' && (
          <Notice role="alert">
            {form.formError.message}{' '}
            {form.formError.kind === 'signed-out' && <Link to="/sign-in?next=/vendor-dashboard">Sign in again</Link>}
          </Notice>
        )}
        <StyledActions>
          <Button type="submit" $size="lg" disabled={form.isSaving}>
            {form.isSaving ? 'Saving...' : 'Save Profile'}
          </Button>
          <StyledStatus role="status">{statusText(isNew, form.isDirty, form.isSaving, Object.keys(errors).length > 0)}</StyledStatus>
        </StyledActions>
        <StyledNote>
          <RequiredMark /> Required.
        </StyledNote>
      </StyledFooter>
    </StyledCard>
  );
}

function statusText(isNew: boolean, isDirty: boolean, isSaving: boolean, hasErrors: boolean): string {
  if (isSaving) return 'Saving your profile…';
  if (hasErrors) return 'Fix the marked fields before saving.';
  if (isNew) return 'Not saved yet.';
  return isDirty ? 'You have unsaved changes.' : 'All changes saved.';
}

function SavedState({ isNew, publishedNow }: { isNew: boolean; publishedNow: boolean }) {
  if (isNew) return <Badge $tone="info">Not saved yet</Badge>;
  return publishedNow ? (
    <Badge $tone="success">
      <CheckIcon aria-hidden="true" /> Live for couples
    </Badge>
  ) : (
    <Badge>Saved, hidden from couples</Badge>
  );
}

const StyledCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const StyledCardHead = styled(SpreadRow)`
  gap: ${({ theme }) => theme.space[3]};

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledWide = styled(Field)`
  grid-column: 1 / -1;
`;

const StyledMoney = styled.div`
  position: relative;
  > span {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.inkMuted};
    transform: translateY(-50%);
    pointer-events: none;
  }
  > input { padding-left: ${({ theme }) => theme.space[6]}; }
`;

const StyledHintRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledCounter = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  > button { flex: 1 1 100%; }

  ${({ theme }) => theme.media.sm} {
    > button { flex: none; }
  }
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

