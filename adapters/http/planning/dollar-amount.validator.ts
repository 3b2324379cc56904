import { ApiProperty } from '@nestjs/swagger';
import { registerDecorator, type ValidationOptions } from 'class-validator';

const DECIMAL = /^\s*\d{1,10}(\.\d{1,2})?\s*$/;

/** Dollars as a decimal string ("1250.50") or a JSON number (1250.5); the domain checks range and precision. */
export function IsDollarAmount(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isDollarAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be an amount in dollars, such as "1250.50" or 1250.5`, ...options },
      validator: { validate: (value: unknown) => (typeof value === 'string' ? DECIMAL.test(value) : typeof value === 'number' && Number.isFinite(value) && value >= 0) },
    });
}

/** How the OpenAPI document shows such an amount: a decimal string or a number. */
export const ApiDollarAmountInput = (options: { required: boolean; description?: string }) =>
  ApiProperty({
    required: options.required,
    description: options.description,
    oneOf: [
      { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,2})?$', example: '1250.50' },
      { type: 'number', minimum: 0, example: 1250.5 },
    ],
  });
