import { Transform } from 'class-transformer';
import { registerDecorator, ValidationOptions } from 'class-validator';
import { isCalendarDate, toCalendarDate } from '../../../../../shared/domain/calendar';

/**
 * A calendar date field (decisions.md §3): `yyyy-MM-dd`, or an ISO date-time whose
 * date part is kept as written (never shifted by a time zone). Must be a real date.
 */
export function IsCalendarDateField(options: ValidationOptions = {}): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) => {
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (toCalendarDate(value) ?? value) : value,
    )(target, propertyKey);
    registerDecorator({
      name: 'isCalendarDateField',
      target: target.constructor,
      propertyName: String(propertyKey),
      options: {
        message: `${String(propertyKey)} must be a real calendar date written yyyy-MM-dd`,
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
      },
    });
  };
}
