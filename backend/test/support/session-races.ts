import { SessionRegistry } from '../../src/shared/session/session-registry';
import type { TestApp } from './test-app';

/**
 * A session ended while one of its requests is still running (the owner changes the
 * password on the laptop while the phone saves a new time zone) stays ended: the phone's
 * request writes its changed session only once the change has ended every other session,
 * the worst order, and that write must not bring it back. Any session store.
 */
export async function expectEndedSessionStaysEnded(t: TestApp): Promise<void> {
  const { agent: laptop, email, password } = await t.signUp();
  const phone = t.agent();
  await phone.post('/api/login').send({ email, password }).expect(200);
  const store = t.app.get(SessionRegistry).store;
  const set = store.set.bind(store);
  const race: { change?: Promise<unknown> } = {};
  store.set = (sid, session, done) => {
    if (race.change) return set(sid, session, done);
    race.change = laptop
      .put('/api/user/password')
      .send({ currentPassword: password, newPassword: 'a-brand-new-passphrase' })
      .expect(204)
      .then(() => undefined);
    void race.change.then(() => set(sid, session, done));
  };
  try {
    // A new zone changes the phone's session, so it is written as the answer goes.
    await phone.put('/api/user/profile').send({ timezone: 'Europe/Paris' }).expect(200);
    await race.change;
  } finally {
    store.set = set;
  }
  await phone.get('/api/auth/user').expect(401);
  await laptop.get('/api/auth/user').expect(200);
}
