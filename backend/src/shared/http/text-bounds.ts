import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';
import { textLength } from '../domain/text-length';

/**
 * Length bounds counted as the database counts them: one per Unicode code point
 * ({@link textLength}), so a text that passes fits its utf8mb4 column.
 *
 * class-validator's own `@Length` and `@MaxLength` must not be used for that: they
 * count a character followed by a variation selector ('✔️', '❤️', U+FE0F) as one where
 * MySQL counts two, so 101 of them passed a 200-character title and MariaDB refused
 * the insert with a 500 (SQLite stored twice the bound). The lint forbids them.
 * The messages are class-validator's, so answers read as before.
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: {
        validate: (value) => typeof value === 'string' && textLength(value) <= max,
        defaultMessage: buildMessage(
          (each) => `${each}$property must be shorter than or equal to $constraint1 characters`,
          options,
        ),
      },
    },
    options,
  );
}

/** `min` to `max` characters (code points), with class-validator's `@Length` messages. */
export function CharsBetween(
  min: number,
  max: number,
  options?: ValidationOptions,
): PropertyDecorator {
  const fits = (value: unknown) => {
    if (typeof value !== 'string') return false;
    const length = textLength(value);
    return length >= min && length <= max;
  };
  return ValidateBy(
    {
      name: 'isLength',
      constraints: [min, max],
      validator: {
        validate: fits,
        defaultMessage: buildMessage((each, args) => {
          const value: unknown = args?.value;
          const length = typeof value === 'string' ? textLength(value) : 0;
          if (length < min)
            return `${each}$property must be longer than or equal to $constraint1 characters`;
          if (length > max)
            return `${each}$property must be shorter than or equal to $constraint2 characters`;
          return `${each}$property must be longer than or equal to $constraint1 and shorter than or equal to $constraint2 characters`;
        }, options),
      },
    },
    options,
  );
}
