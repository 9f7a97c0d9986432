import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { isCalendarDate, toCalendarDate } from '../../../../../shared/domain/calendar';

/** Optional and nullable: absent or null skip the other checks. */
export const OptionalNullable = () =>
  ValidateIf((_o, value) => value !== undefined && value !== null);

/** Strings are trimmed before validation. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A calendar date `yyyy-MM-dd`; an ISO date-time is accepted and its date part
 * kept as written (decisions §3), never shifted by a time zone.
 */
export function IsCalendarDateInput(options?: ValidationOptions) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (toCalendarDate(value) ?? value) : value,
    ),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isCalendarDateInput',
        target: target.constructor,
        propertyName: propertyName as string,
        options: {
          message: (args: ValidationArguments) =>
            `${args.property} must be a date written yyyy-MM-dd`,
          ...options,
        },
        validator: {
          validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
        },
      }),
  );
}
