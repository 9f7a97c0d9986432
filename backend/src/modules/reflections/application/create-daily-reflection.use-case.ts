import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { idForRetry, type Created } from '../../../shared/domain/idempotency-key';
import { levelForXp, storedXp } from '../../../shared/domain/level';
import {
  answeredCount,
  assertNotFuture,
  DailyReflection,
  normalizeResponses,
  TimeOfDay,
} from '../domain/daily-reflection';
import {
  DailyReflectionRepository,
  RewardedReflection,
} from '../domain/daily-reflection.repository';
import { DuplicateReflectionError } from '../domain/reflection.errors';
import { rewardForNewReflection } from '../domain/reflection-rewards';
import { userToday } from '../domain/user-today';

/** What a create answers: the session as stored and what this request paid for it. */
export type SavedReflection = Pick<RewardedReflection, 'reflection' | 'reward'>;

export interface CreateDailyReflectionCommand {
  userId: string;
  reflectionDate: string;
  timeOfDay: TimeOfDay;
  responses: Record<string, string>;
}

/**
 * Writes a morning or evening session and pays for it once: XP for the session and
 * its answers plus any reflection achievement it completes (decisions.md §6).
 *
 * With an Idempotency-Key the session's id comes from the key and the request, so the
 * same request sent again (a retry after a lost answer) finds the session the first
 * one stored and answers it, paying nothing more (`xpAwarded` 0: the first request
 * paid), instead of 409 as a second session of that date would be.
 */
@Injectable()
export class CreateDailyReflectionUseCase {
  constructor(
    private readonly reflections: DailyReflectionRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(
    cmd: CreateDailyReflectionCommand,
    idempotencyKey: string | null = null,
  ): Promise<Created<SavedReflection>> {
    const responses = normalizeResponses(cmd.timeOfDay, cmd.responses);
    const id =
      idempotencyKey === null
        ? this.ids.next()
        : idForRetry(cmd.userId, 'daily-reflection', idempotencyKey, {
            reflectionDate: cmd.reflectionDate,
            timeOfDay: cmd.timeOfDay,
            responses,
          });
    try {
      return { record: await this.createPaid(cmd, id, responses), replayed: false };
    } catch (error) {
      if (idempotencyKey === null || !(error instanceof DuplicateReflectionError)) throw error;
      // The session (or the id) is taken: by this key's first request when its id is there.
      const stored = await this.reflections.findOwned(cmd.userId, id);
      if (!stored) {
        // Not there: another session holds the date (409 again below), or this key's
        // session was deleted since, and its reward's log entry, which stays, still holds
        // the id. Written under an id of its own, as a session written again after a
        // delete is (and paid as one is).
        return {
          record: await this.createPaid(cmd, this.ids.next(), responses),
          replayed: false,
        };
      }
      return {
        record: { reflection: stored, reward: { xpAwarded: 0, achievements: [] } },
        replayed: true,
      };
    }
  }

  private createPaid(
    cmd: CreateDailyReflectionCommand,
    id: string,
    responses: Record<string, string>,
  ): Promise<RewardedReflection> {
    const now = this.clock.now();
    return this.reflections.createRewarded(cmd.userId, (me) => {
      const today = userToday(now, me.timezone);
      assertNotFuture(cmd.reflectionDate, today);
      if (
        me.history.some(
          (r) => r.reflectionDate === cmd.reflectionDate && r.timeOfDay === cmd.timeOfDay,
        )
      ) {
        throw new DuplicateReflectionError(cmd.reflectionDate, cmd.timeOfDay);
      }
      const reflection: DailyReflection = {
        id,
        userId: cmd.userId,
        reflectionDate: cmd.reflectionDate,
        timeOfDay: cmd.timeOfDay,
        responses,
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      const reward = rewardForNewReflection(
        answeredCount(responses),
        { history: [...me.history, reflection], today },
        me.awarded,
      );
      const xp = storedXp(me.xp + reward.xpAwarded);
      return { reflection, reward, xp, level: levelForXp(xp) };
    });
  }
}
