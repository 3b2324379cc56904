import { registerDecorator, type ValidationOptions } from 'class-validator';
import { cleanText, isEmailAddress } from '../../../domain/guests/guest-fields.js';

/**
 * The domain's email rule (the same one the CSV import applies), so a guest the form accepts
 * is a guest the import accepts. Blank passes: an email is optional.
 */
export function IsGuestEmail(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isGuestEmail',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be an email address`, ...options },
      validator: {
        validate: (value: unknown) => {
          if (value === null || value === undefined) return true;
          if (typeof value !== 'string') return false;
          const text = cleanText(value);
          return text === null || isEmailAddress(text.toLowerCase());
        },
      },
    });
}
