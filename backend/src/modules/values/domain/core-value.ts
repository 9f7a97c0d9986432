import { NotFoundError, ValidationError } from '../../../shared/domain/domain-error';
import { textLength } from '../../../shared/domain/text-length';

/** The four colors of spec §3 (Tailwind class names, as the spec stores them). */
export const VALUE_COLORS = ['bg-blue-500', 'bg-red-500', 'bg-amber-600', 'bg-yellow-500'] as const;
export type ValueColor = (typeof VALUE_COLORS)[number];

export const DEFAULT_ALIGNMENT = 70;
export const DEFAULT_COLOR: ValueColor = 'bg-blue-500';
export const MAX_NAME_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** A value the user lives by (spec §3 Value). */
export interface CoreValue {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  /** How well the user's days match this value, 0..100. */
  alignmentScore: number;
  color: ValueColor;
  isCore: boolean;
  /** Increases by one at every change (ETag / If-Match). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ValueFields {
  name: string;
  description: string | null;
  alignmentScore: number;
  color: ValueColor;
  isCore: boolean;
}

export type ValueChanges = Partial<ValueFields>;

export class ValueNotFoundError extends NotFoundError {
  constructor() {
    super('Value');
  }
}

/** decisions.md §4: name 1..100 after trimming, description <= 1000, score 0..100, one of four colors. */
export function checkedFields<T extends ValueChanges>(fields: T): T {
  const out = { ...fields };
  if (fields.name !== undefined) {
    if (typeof fields.name !== 'string') throw new ValidationError('name must be a string');
    const name = fields.name.trim();
    if (textLength(name) < 1 || textLength(name) > MAX_NAME_LENGTH) {
      throw new ValidationError(`name must be 1 to ${MAX_NAME_LENGTH} characters`);
    }
    out.name = name;
  }
  if (fields.description !== undefined && fields.description !== null) {
    if (textLength(fields.description) > MAX_DESCRIPTION_LENGTH) {
      throw new ValidationError(`description must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
    }
    out.description = fields.description.trim() === '' ? null : fields.description;
  }
  if (fields.alignmentScore !== undefined) {
    const s = fields.alignmentScore;
    if (!Number.isInteger(s) || s < 0 || s > 100) {
      throw new ValidationError('alignmentScore must be an integer from 0 to 100');
    }
  }
  if (fields.color !== undefined && !VALUE_COLORS.includes(fields.color)) {
    throw new ValidationError(`color must be one of ${VALUE_COLORS.join(', ')}`);
  }
  return out;
}

export abstract class ValueRepository {
  /** Oldest first: the order the user defined them. */
  abstract listForUser(userId: string): Promise<CoreValue[]>;
  abstract findOwned(userId: string, id: string): Promise<CoreValue | null>;
  abstract insert(value: CoreValue): Promise<void>;
  /**
   * Saves the value only where it is the user's and its stored version is still
   * `expectedVersion` (one conditional UPDATE); false when no row matched.
   */
  abstract update(value: CoreValue, expectedVersion: number): Promise<boolean>;
  /** False when there was no such value of that user. */
  abstract deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean>;
}
