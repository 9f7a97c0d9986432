/** A place held in the hashing line (see PasswordHasher.reserve). */
export interface HashingTurn {
  release(): void;
}

const NO_TURN: HashingTurn = { release: () => undefined };

/** Port: one-way password hashing (bcrypt in production, cheap in unit tests). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** With a turn from reserve(), the check runs in the place it kept. */
  abstract verify(password: string, hash: string, turn?: HashingTurn): Promise<boolean>;
  /**
   * Spends the same time as verify() against a real hash, so an unknown email
   * cannot be told from a wrong password by timing.
   */
  abstract verifyAgainstDummy(password: string, turn?: HashingTurn): Promise<void>;
  /**
   * Holds a place in the hashing line for a sign-in while it reads the
   * database, or throws TOO_MANY_REQUESTS when every place is taken: a flood
   * is refused on arrival. Release it when done (verify() uses it up).
   * Never refuses by default.
   */
  reserve(): HashingTurn {
    return NO_TURN;
  }
  /**
   * True when reserve() would refuse now (the error it would throw is
   * `busyError()`), without holding a place or making an error: for the check
   * at the door, before a sign-in's body is read (sign-in-flood.door.ts).
   * Never busy by default.
   */
  isBusy(): boolean {
    return false;
  }
}
