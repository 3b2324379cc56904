import type { ChangeEvent, FormEvent } from 'react';
import styled from 'styled-components';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { formatUsdDecimal } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import type { VenuePackage } from '@/types/api';
import { Button } from '@/ui/button';
import type { CalendarMonth } from '@/ui/calendar-month';
import { Field, FieldError, FieldHint, FormGrid, Input, Label, RequiredMark, Select, Textarea } from '@/ui/field';
import { ArrowRightIcon } from '@/ui/icons';
import { InlineLoadError } from '@/ui/load-error';
import { BOOKING_LIMITS, NO_PACKAGE, type BookingDetails, type DetailsErrors, type DetailsField } from '../utils/booking-details';
import { DateField } from './date-field';
import { STEP_HEADING_ID, StepHeading } from './step-heading';

export const FIELD_ID_PREFIX = 'booking-';

export function fieldId(field: DetailsField): string {
  return `${FIELD_ID_PREFIX}${field}`;
}

export interface PackagesState {
  packages: VenuePackage[] | undefined;
  error: Error | undefined;
  retry(): void;
  /** The chosen package, when the select holds one of the venue's packages. */
  selected: VenuePackage | null;
  /** The ?package= of the link named a package this venue does not offer. */
  linkedPackageMissing: boolean;
}

interface DetailsStepProps {
  venue: Venue;
  details: BookingDetails;
  /** Messages to show now, by field: from leaving a field, or from the server. */
  errors: DetailsErrors;
  guestLimit: number;
  packages: PackagesState;
  canContinue: boolean;
  today: CalendarDate;
  calendarMonth: CalendarMonth;
  onCalendarMonthChange(month: CalendarMonth): void;
  onChange(field: DetailsField, value: string): void;
  onLeaveField(field: DetailsField): void;
  onContinue(): void;
}

export function DetailsStep({
  venue,
  details,
  errors,
  guestLimit,
  packages,
  canContinue,
  today,
  calendarMonth,
  onCalendarMonthChange,
  onChange,
  onLeaveField,
  onContinue,
}: DetailsStepProps) {
  const errorId = (field: DetailsField) => `${fieldId(field)}-error`;
  const hintId = (field: DetailsField) => `${fieldId(field)}-hint`;

  const control = (field: DetailsField, hint = false) => ({
    id: fieldId(field),
    name: field,
    value: details[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(field, event.target.value),
    onBlur: () => onLeaveField(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined,
  });

  const fieldError = (field: DetailsField) => errors[field] && <FieldError id={errorId(field)}>{errors[field]}</FieldError>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canContinue) onContinue();
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby={STEP_HEADING_ID}>
      <StepHeading>Your Details</StepHeading>
      <StyledIntro>Tell {venue.name} who you are and when you would like to celebrate.</StyledIntro>

      <FormGrid>
        <Field>
          <Label htmlFor={fieldId('customerName')}>
            Full name <RequiredMark />
          </Label>
          <Input
            {...control('customerName')}
            required
            autoComplete="name"
            maxLength={BOOKING_LIMITS.nameLength}
            placeholder="Maria Alvarez"
          />
          {fieldError('customerName')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('customerEmail')}>
            Email <RequiredMark />
          </Label>
          <Input
            {...control('customerEmail')}
            type="email"
            required
            autoComplete="email"
            maxLength={BOOKING_LIMITS.emailLength}
            placeholder="you@example.com"
          />
          {fieldError('customerEmail')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('customerPhone')}>
            Phone <RequiredMark />
          </Label>
          <Input
            {...control('customerPhone')}
            type="tel"
            required
            autoComplete="tel"
            maxLength={BOOKING_LIMITS.phoneLength}
            placeholder="(830) 555-0142"
          />
          {fieldError('customerPhone')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('guestCount')}>
            Guest count <RequiredMark />
          </Label>
          <Input
            {...control('guestCount', true)}
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={guestLimit}
            step={1}
            placeholder="120"
          />
          <FieldHint id={hintId('guestCount')}>
            Up to {guestLimit.toLocaleString('en-US')} guests
            {packages.selected && guestLimit < venue.maxGuests ? ` with the ${packages.selected.name} package` : ''}
          </FieldHint>
          {fieldError('guestCount')}
        </Field>

        <Field $span>
          <DateField
            id={fieldId('eventDate')}
            venueId={venue.id}
            value={details.eventDate}
            onChange={(date) => onChange('eventDate', date)}
            month={calendarMonth}
            onMonthChange={onCalendarMonthChange}
            today={today}
            error={errors.eventDate ?? null}
          />
        </Field>

        <Field $span>
          <Label htmlFor={fieldId('packageId')}>Package</Label>
          <Select
            {...control('packageId', true)}
            value={packages.selected?.id ?? NO_PACKAGE}
            disabled={!packages.packages && !packages.error}
          >
            <option value={NO_PACKAGE}>No package (venue only)</option>
            {packages.packages?.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {packageOptionLabel(pkg)}
              </option>
            ))}
          </Select>
          <PackageHint id={hintId('packageId')} venue={venue} packages={packages} />
          {fieldError('packageId')}
        </Field>

        <Field $span>
          <Label htmlFor={fieldId('specialRequests')}>Special requests</Label>
          <Textarea
            {...control('specialRequests', true)}
            rows={4}
            maxLength={BOOKING_LIMITS.specialRequestsLength}
            placeholder="A first look under the oaks, a late-night taco truck, step-free access for grandma…"
          />
          <FieldHint id={hintId('specialRequests')}>Optional. The venue reads these before it confirms.</FieldHint>
          {fieldError('specialRequests')}
        </Field>
      </FormGrid>

      <StyledActions>
        <StyledNote>
          <RequiredMark /> Required{canContinue ? '' : ': fill in every required field to continue'}.
        </StyledNote>
        <Button type="submit" $size="lg" disabled={!canContinue}>
          Continue to Payment <ArrowRightIcon />
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

function packageOptionLabel(pkg: VenuePackage): string {
  const price = formatUsdDecimal(pkg.basePrice);
  const parts = [pkg.name, price, `up to ${pkg.maxGuests.toLocaleString('en-US')} guests`];
  if (pkg.isPopular) parts.push('most popular');
  return parts.filter(Boolean).join(' · ');
}

function PackageHint({ id, venue, packages }: { id: string; venue: Venue; packages: PackagesState }) {
  if (packages.error) {
    return (
      <InlineLoadError id={id} onRetry={packages.retry}>
        Failed to fetch packages. You can book the venue alone or try again.
      </InlineLoadError>
    );
  }
  if (!packages.packages) return <FieldHint id={id}>Loading packages…</FieldHint>;
  if (packages.packages.length === 0) {
    return <FieldHint id={id}>No wedding packages available for this venue.</FieldHint>;
  }
  const pkg = packages.selected;
  if (!pkg) {
    const price = formatUsdDecimal(venue.price);
    return (
      <FieldHint id={id}>
        {packages.linkedPackageMissing ? 'The package in your link is no longer offered. ' : ''}
        Optional. Without a package you book the venue alone{price ? ` from ${price}` : ''}.
      </FieldHint>
    );
  }
  return (
    <StyledPackage id={id}>
      <p>{pkg.description}</p>
      {pkg.includedServices.length > 0 && (
        <ul aria-label={`Included in ${pkg.name}`}>
          {pkg.includedServices.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      )}
    </StyledPackage>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  container-type: inline-size;
`;

const StyledIntro = styled.p`
  margin-top: -${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  button { width: 100%; }

  @container (min-width: 30rem) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    button { width: auto; }
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPackage = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1.5]};
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.oak};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
