import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isCalendarDate } from '../../../domain/shared/calendar-date.js';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be a date written YYYY-MM-DD`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value) },
    });
}
