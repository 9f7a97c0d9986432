import { registerDecorator, type ValidationOptions } from 'class-validator';
import { toCalendarDate } from '../../../../../shared/domain/calendar';

/** A `yyyy-MM-dd` calendar date, or an ISO date-time whose date part is kept (decisions.md §3). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: `${String(propertyName)} must be a calendar date written yyyy-MM-dd`,
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && toCalendarDate(value) !== null,
      },
    });
}

/** Trims strings before validation; anything else is left for the type checks to refuse. */
export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * A goal's id as the app writes ids (lower case). MariaDB compares ids without regard
 * to case, so an id sent in capitals found the goal and was stored as sent, and the page,
 * which compares exactly, showed the milestone under no goal (SQLite refused it).
 */
export const lowerCaseId = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.toLowerCase() : value;
