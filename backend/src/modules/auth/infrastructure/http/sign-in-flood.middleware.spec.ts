import type { NextFunction, Request, Response } from 'express';
import { ConcurrencyLimiter } from '../../../../shared/domain/concurrency-limiter';
import { DomainError } from '../../../../shared/domain/domain-error';
import { PasswordHasher } from '../../domain/password-hasher';
import { signInFloodGuard } from './sign-in-flood.middleware';

/** A hasher whose line is a real limiter of one place. */
class OnePlaceHasher extends PasswordHasher {
  readonly limiter = new ConcurrencyLimiter(1, 0);
  hash = async () => 'hash';
  verify = async () => true;
  verifyAgainstDummy = async () => undefined;
  override reserve() {
    return this.limiter.reserve();
  }
  override refuseIfBusy() {
    this.limiter.refuseIfFull();
  }
}

function call(guard: ReturnType<typeof signInFloodGuard>, method: string): unknown[] {
  const next = jest.fn();
  guard({ method } as Request, {} as Response, next as NextFunction);
  expect(next).toHaveBeenCalledTimes(1);
  return next.mock.calls[0];
}

describe('signInFloodGuard', () => {
  it('lets sign-ins through while the hashing line has room, without taking a place', () => {
    const hasher = new OnePlaceHasher();
    const guard = signInFloodGuard(hasher);
    expect(call(guard, 'POST')).toEqual([]);
    expect(hasher.limiter.pending).toBe(0);
  });

  it('refuses a sign-in at the door with the use case own 429 when the line is full', () => {
    const hasher = new OnePlaceHasher();
    const turn = hasher.reserve();
    const [error] = call(signInFloodGuard(hasher), 'POST');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(call(signInFloodGuard(hasher), 'GET')).toEqual([]); // only POST signs in
    turn.release();
    expect(call(signInFloodGuard(hasher), 'POST')).toEqual([]);
  });
});
