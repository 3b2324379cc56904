import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function firstProblem(errors: ValidationError[], parent = ''): { field: string; message: string } | null {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraint = error.constraints && Object.values(error.constraints)[0];
    if (constraint) return { field, message: constraint.replace(new RegExp(`^${error.property}\\b`), field) };
    const nested = firstProblem(error.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

/** Whitelisted, transformed input; a 400 names the first field at fault. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const problem = firstProblem(errors) ?? { field: 'body', message: 'The request is not valid' };
      return new BadRequestException({ message: problem.message, field: problem.field });
    },
  });
}
