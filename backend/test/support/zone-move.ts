import type { TestApp, TestAgent } from './test-app';

/** Only `Date` is faked (the app's clock reads it): timers, ticks and I/O run as always. */
export function fakeDateOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

async function streakOf(agent: TestAgent): Promise<number> {
  return (await agent.get('/api/user/stats').expect(200)).body.currentStreak as number;
}

/**
 * A move west on one device, and another device's session that counted its day in the
 * old zone (docs/account.md, Profile page): the user signs in on a laptop and a phone in
 * Tokyo, uses the phone early on 12-01, moves to New York on the laptop, then uses only
 * the phone on the mornings of 12-01 and 12-02 in New York. Each of those mornings is a
 * new day there, so each adds one to the login streak. The phone's session must not go
 * on judging "today" in Tokyo (it skipped 12-01 in New York, and 12-02 then found a gap
 * of two days: the streak fell to 1). Call with `Date` faked (`fakeDateOnly`). Any store.
 */
export async function expectStreakKeptAcrossMoveWest(t: TestApp): Promise<void> {
  // Tokyo 11-30 10:00: a user in Tokyo, seen today (the streak's first day).
  jest.setSystemTime(new Date('2026-11-30T01:00:00Z'));
  const { agent: signUp, email, password } = await t.signUp();
  await signUp.put('/api/user/profile').send({ timezone: 'Asia/Tokyo' }).expect(200);
  const laptop = t.agent();
  const phone = t.agent();
  await laptop.post('/api/login').send({ email, password, rememberMe: true }).expect(200);
  await phone.post('/api/login').send({ email, password, rememberMe: true }).expect(200);
  expect(await streakOf(phone)).toBe(1);

  // Tokyo 12-01 08:00: the phone counts 12-01 in Tokyo.
  jest.setSystemTime(new Date('2026-11-30T23:00:00Z'));
  await phone.get('/api/goals').expect(200);
  expect(await streakOf(phone)).toBe(2);

  // Tokyo 12-01 09:00 = New York 11-30 19:00: the laptop moves the user to New York.
  jest.setSystemTime(new Date('2026-12-01T00:00:00Z'));
  await laptop.put('/api/user/profile').send({ timezone: 'America/New_York' }).expect(200);

  // New York 12-01 08:00 (Tokyo 12-01 22:00): only the phone is used. A new day in New York.
  jest.setSystemTime(new Date('2026-12-01T13:00:00Z'));
  await phone.get('/api/goals').expect(200);
  expect(await streakOf(phone)).toBe(3);

  // New York 12-02 08:00: the next day, the next step.
  jest.setSystemTime(new Date('2026-12-02T13:00:00Z'));
  await phone.get('/api/goals').expect(200);
  expect((await phone.get('/api/user/stats').expect(200)).body).toMatchObject({
    currentStreak: 4,
    longestStreak: 4,
  });
}
