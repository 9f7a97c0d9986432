import { ValidateIf } from 'class-validator';

/**
 * Optional, but when present it may not be null: a switch, a choice or a date that has no
 * "none". class-validator's `@IsOptional()` lets null through as if the field were left
 * out, which answered 200 to `{"darkMode":null}` and changed nothing; with this the field's
 * own check refuses it ("darkMode must be a boolean value"). `@IsOptional()` stays for the
 * fields where null means "clear it" (a last name, a description, a milestone's goal).
 */
export const OptionalNotNull = () => ValidateIf((_o, value) => value !== undefined);
