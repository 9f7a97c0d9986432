/** Port: the current instant. Use cases take it so tests can fix time. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock for tests: starts at a given instant and moves only when told. */
export class FixedClock extends Clock {
  private current: Date;
  constructor(start: Date | string) {
    super();
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
