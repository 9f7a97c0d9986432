import { sign } from 'cookie-signature';
import { signedSessionId } from './session-cookie';

const NEW = 'the-new-secret-that-is-long-enough-0123456789';
const OLD = 'the-old-secret-that-is-long-enough-9876543210';
const cookie = (value: string, name = 'lodestar.sid') => `${name}=${encodeURIComponent(value)}`;

describe('signedSessionId (the session cookie as express-session reads it)', () => {
  it('reads an id signed with the current or a previous secret', () => {
    expect(signedSessionId(cookie(`s:${sign('abc', NEW)}`), 'lodestar.sid', [NEW, OLD])).toBe(
      'abc',
    );
    expect(signedSessionId(cookie(`s:${sign('abc', OLD)}`), 'lodestar.sid', [NEW, OLD])).toBe(
      'abc',
    );
  });

  it('finds its cookie among others', () => {
    const header = `theme=dark; ${cookie(`s:${sign('abc', NEW)}`)}; other=1`;
    expect(signedSessionId(header, 'lodestar.sid', [NEW])).toBe('abc');
  });

  it.each([
    ['no header', undefined],
    ['another cookie only', 'theme=dark'],
    ['an unsigned id', cookie('abc')],
    [
      'an id signed with another secret',
      cookie(`s:${sign('abc', 'someone-else-0123456789-0123456789')}`),
    ],
    ['a tampered id', cookie(`s:${sign('abc', NEW).replace('abc', 'abd')}`)],
    ['the right value under another name', cookie(`s:${sign('abc', NEW)}`, 'other.sid')],
  ])('is null for %s', (_what, header) => {
    expect(signedSessionId(header, 'lodestar.sid', [NEW, OLD])).toBeNull();
  });

  it('answers a remembered header the same, and never remembers a forged one', () => {
    const secrets = [NEW];
    const good = cookie(`s:${sign('abc', NEW)}`);
    const forged = cookie(`s:${sign('abc', NEW).replace('abc', 'abd')}`);
    expect(signedSessionId(good, 'lodestar.sid', secrets)).toBe('abc');
    expect(signedSessionId(good, 'lodestar.sid', secrets)).toBe('abc');
    expect(signedSessionId(good, 'other.sid', secrets)).toBeNull();
    expect(signedSessionId(forged, 'lodestar.sid', secrets)).toBeNull();
    expect(signedSessionId(forged, 'lodestar.sid', secrets)).toBeNull();
    // Another secrets list does not see what this one verified.
    expect(signedSessionId(good, 'lodestar.sid', [OLD])).toBeNull();
  });

  it('answers right after forgetting (10,000 headers remembered at most)', () => {
    const secrets = [NEW];
    for (let i = 0; i < 10_050; i++) {
      expect(signedSessionId(cookie(`s:${sign(`id-${i}`, NEW)}`), 'lodestar.sid', secrets)).toBe(
        `id-${i}`,
      );
    }
    expect(signedSessionId(cookie(`s:${sign('id-0', NEW)}`), 'lodestar.sid', secrets)).toBe('id-0');
  });
});
