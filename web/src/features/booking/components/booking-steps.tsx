import { StepIndicator } from '@/ui/step-indicator';

export const BOOKING_STEPS = ['details', 'payment', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

const NAMES: Record<BookingStep, string> = {
  details: 'Details',
  payment: 'Payment',
  confirmation: 'Confirmation',
};
const STEP_NAMES = BOOKING_STEPS.map((step) => NAMES[step]);

/** Details, Payment, Confirmation: where the couple is, with the finished steps ticked. */
export function BookingSteps({ current }: { current: BookingStep }) {
  return <StepIndicator steps={STEP_NAMES} current={BOOKING_STEPS.indexOf(current) + 1} label="Booking progress" sayTotal />;
}
