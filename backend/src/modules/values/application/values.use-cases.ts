import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { createOnce, idForRetry, type Created } from '../../../shared/domain/idempotency-key';
import {
  deleteVersioned,
  updateVersioned,
  type VersionCondition,
} from '../../../shared/domain/versioning';
import {
  checkedFields,
  CoreValue,
  DEFAULT_ALIGNMENT,
  DEFAULT_COLOR,
  ValueChanges,
  ValueNotFoundError,
  ValueRepository,
} from '../domain/core-value';

@Injectable()
export class ListValuesUseCase {
  constructor(private readonly values: ValueRepository) {}

  execute(userId: string): Promise<CoreValue[]> {
    return this.values.listForUser(userId);
  }
}

export interface CreateValueCommand extends ValueChanges {
  userId: string;
  name: string;
}

/** Defines a value; unspecified fields take the spec's defaults (score 70, blue, not core). */
@Injectable()
export class CreateValueUseCase {
  constructor(
    private readonly values: ValueRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** With an Idempotency-Key, the same request sent again answers the value the first one made. */
  async execute(
    { userId, ...fields }: CreateValueCommand,
    idempotencyKey: string | null = null,
  ): Promise<Created<CoreValue>> {
    const f = checkedFields(fields);
    const now = this.clock.now();
    const id =
      idempotencyKey === null
        ? this.ids.next()
        : idForRetry(userId, 'value', idempotencyKey, fields);
    return createOnce({
      keyed: idempotencyKey !== null,
      record: {
        id,
        userId,
        name: f.name,
        description: f.description ?? null,
        alignmentScore: f.alignmentScore ?? DEFAULT_ALIGNMENT,
        color: f.color ?? DEFAULT_COLOR,
        isCore: f.isCore ?? false,
        version: 1,
        createdAt: now,
        updatedAt: now,
      },
      insert: (value) => this.values.insert(value),
      stored: () => this.values.findOwned(userId, id),
    });
  }
}

/**
 * Changes some fields of one of the user's values (the card's slider sends only
 * alignmentScore). A stale If-Match condition is 412 and changes nothing.
 */
@Injectable()
export class UpdateValueUseCase {
  constructor(
    private readonly values: ValueRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    id: string,
    changes: ValueChanges,
    condition: VersionCondition = null,
  ): Promise<CoreValue> {
    const defined = Object.fromEntries(
      Object.entries(checkedFields(changes)).filter(([, v]) => v !== undefined),
    ) as ValueChanges;
    const { after } = await updateVersioned<CoreValue>({
      load: () => this.values.findOwned(userId, id),
      change: (existing) => ({ ...existing, ...defined, updatedAt: this.clock.now() }),
      save: (next, expected) => this.values.update(next, expected),
      condition,
      notFound: () => new ValueNotFoundError(),
      what: 'value',
      key: `${userId} ${id}`,
    });
    return after;
  }
}

@Injectable()
export class DeleteValueUseCase {
  constructor(private readonly values: ValueRepository) {}

  /** With If-Match, only the version it names is deleted (412 otherwise). */
  execute(userId: string, id: string, condition: VersionCondition = null): Promise<void> {
    return deleteVersioned({
      condition,
      load: () => this.values.findOwned(userId, id),
      remove: (expected) => this.values.deleteOwned(userId, id, expected),
      notFound: () => new ValueNotFoundError(),
      what: 'value',
      key: `${userId} ${id}`,
    });
  }
}
