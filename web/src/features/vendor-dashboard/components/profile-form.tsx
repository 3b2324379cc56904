import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { AlertIcon, CheckIcon } from '../../../ui/icons';
import type { ProfileForm } from '../hooks/use-profile-form';
import { PROFILE_LIMITS, type ProfileField } from '../utils/profile-form';
import { CATEGORY_OPTIONS, HILL_COUNTRY_TOWNS, SPECIALTY_CHOICES } from '../utils/profile-options';
import { ChoiceChips } from './choice-chips';
import { describedBy, FieldError, FieldHint, FieldLabel, FormSection, RequiredMark, SectionTitle, SelectInput, Textarea, TextInput } from './form-parts';
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
        <StyledGrid>
          <StyledWide>
            <FieldLabel htmlFor={PROFILE_CONTROL_IDS.name} required>
              Business name
            </FieldLabel>
            <TextInput {...control('name')} required maxLength={PROFILE_LIMITS.name} autoComplete="organization" placeholder="Golden Hour Photography" />
            {fieldError('name')}
          </StyledWide>
          <Field>
            <FieldLabel htmlFor={PROFILE_CONTROL_IDS.category} required>
              Category
            </FieldLabel>
            <SelectInput
              id={PROFILE_CONTROL_IDS.category}
              name="category"
              required
              value={values.category}
              onChange={(event) => setField('category', event.target.value as typeof values.category)}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? errorId('category') : undefined}
            >
              <option value="" disabled>
                Choose a category
              </option>
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectInput>
            {fieldError('category')}
          </Field>
          <Field>
            <FieldLabel htmlFor={PROFILE_CONTROL_IDS.startingPrice} required>
              Starting price (US dollars)
            </FieldLabel>
            <StyledMoney>
              <span aria-hidden="true">$</span>
              <TextInput
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
        </StyledGrid>
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
          offered={SPECIALTY_CHOICES}
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
        {form.formError && (
          <StyledAlert role="alert">
            <AlertIcon />
            <span>
              {form.formError.message}{' '}
              {form.formError.kind === 'signed-out' && <Link to="/sign-in?next=/vendor-dashboard">Sign in again</Link>}
            </span>
          </StyledAlert>
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

const StyledCardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
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

const StyledAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  a { color: inherit; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;
