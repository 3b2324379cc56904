import { ValidateIf } from 'class-validator';

/**
 * For a field a PATCH may leave out (it keeps its value) but not clear: null is checked like any
 * other value and refused ("cannot be cleared"), where @IsOptional would let it through.
 */
export function OptionalNotNull(): PropertyDecorator {
  return ValidateIf((_: object, value: unknown) => value !== undefined);
}
