import { randomUUID } from 'node:crypto';

/** Port: new record ids (UUID strings, made by the app, not the database). */
export abstract class IdGenerator {
  abstract next(): string;
}

export class UuidGenerator extends IdGenerator {
  next(): string {
    return randomUUID();
  }
}

/** Deterministic ids for tests: `prefix-1`, `prefix-2`, ... */
export class SequentialIdGenerator extends IdGenerator {
  private n = 0;
  constructor(private readonly prefix = 'id') {
    super();
  }
  next(): string {
    this.n += 1;
    return `${this.prefix}-${this.n}`;
  }
}
