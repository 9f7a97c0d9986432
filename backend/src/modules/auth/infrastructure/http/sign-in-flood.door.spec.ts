import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConcurrencyLimiter } from '../../../../shared/domain/concurrency-limiter';
import { PasswordHasher } from '../../domain/password-hasher';
import { signInFloodDoor } from './sign-in-flood.door';

/** A hasher whose line is a real limiter of one place. */
class OnePlaceHasher extends PasswordHasher {
  readonly limiter = new ConcurrencyLimiter(1, 0);
  hash = async () => 'hash';
  verify = async () => true;
  verifyAgainstDummy = async () => undefined;
  override reserve() {
    return this.limiter.reserve();
  }
  override isBusy() {
    return this.limiter.full;
  }
}

/** Calls the step; returns whether it handed on, and what it wrote if it did not. */
function call(step: ReturnType<typeof signInFloodDoor>, method: string, url: string) {
  const headers: Record<string, string | number> = {};
  let body: Buffer | undefined;
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = value),
    end: (chunk: Buffer) => (body = chunk),
  };
  let handedOn = false;
  step(
    { method, url } as IncomingMessage,
    res as unknown as ServerResponse,
    () => (handedOn = true),
  );
  return { handedOn, status: res.statusCode, headers, body: body?.toString() };
}

describe('signInFloodDoor', () => {
  it('hands sign-ins on while the hashing line has room, without taking a place', () => {
    const hasher = new OnePlaceHasher();
    const step = signInFloodDoor(hasher, '/api/login');
    expect(call(step, 'POST', '/api/login').handedOn).toBe(true);
    expect(hasher.limiter.pending).toBe(0);
  });

  it('refuses a sign-in with the shared 429 when the line is full, and only a sign-in', () => {
    const hasher = new OnePlaceHasher();
    const step = signInFloodDoor(hasher, '/api/login');
    const turn = hasher.reserve();
    for (const url of ['/api/login', '/API/Login/', '/api/login?next=x']) {
      const refused = call(step, 'POST', url);
      expect(refused.handedOn).toBe(false);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(refused.headers['etag']).toMatch(/^"[0-9a-f]+-/);
      expect(JSON.parse(refused.body!)).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'The server is busy signing people in. Try again in a moment.',
      });
      expect(refused.headers['content-length']).toBe(Buffer.byteLength(refused.body!));
    }
    expect(call(step, 'GET', '/api/login').handedOn).toBe(true); // only POST signs in
    expect(call(step, 'POST', '/api/logins').handedOn).toBe(true);
    expect(call(step, 'POST', '/api/goals').handedOn).toBe(true);
    turn.release();
    expect(call(step, 'POST', '/api/login').handedOn).toBe(true);
  });
});
