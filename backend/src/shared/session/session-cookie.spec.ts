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
});
