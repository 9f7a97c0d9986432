import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { idForRetry, type Created } from '../../../shared/domain/idempotency-key';
import {
  ACHIEVEMENT_RULES,
  owedAchievements,
  pointsOf,
  type ActivityEvent,
} from '../../../shared/domain/activity-log';
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
  rewardEventId,
} from '../domain/daily-reflection.repository';
import { DuplicateReflectionError } from '../domain/reflection.errors';
import { rewardForNewReflection, type ReflectionAchievement } from '../domain/reflection-rewards';
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
 * its answers plus any reflection achievement it completes (decisions.md §6), and any of
 * the spec's achievements (§9) its entry in the activity log earns: a reflection is an
 * activity, so a third day in a row earns On Fire! here, recorded in the log in the same
 * transaction and counted in the user's XP, whether or not a client ever syncs after it.
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
      const own = rewardForNewReflection(
        answeredCount(responses),
        { history: [...me.history, reflection], today },
        me.awarded,
      );
      // The log's own achievements, as the client's replay earns them (the event below at
      // the save's time is what a streak counts; ids already recorded are never owed again).
      const event: ActivityEvent = {
        id: rewardEventId(id),
        type: 'reflection',
        points: own.xpAwarded,
        occurredAt: now,
        goalId: null,
      };
      const logAchievements = owedAchievements([...me.log, event], me.timezone);
      const reward = {
        xpAwarded: own.xpAwarded + pointsOf(logAchievements),
        achievements: [...own.achievements, ...logAchievements.map(describeLogAchievement)],
      };
      // The whole log's points, as every writer of the log sets them (decisions §6).
      const xp = storedXp(pointsOf(me.log) + reward.xpAwarded);
      return { reflection, reward, xp, level: levelForXp(xp), logAchievements };
    });
  }
}

/** A log achievement as a save's answer lists it (spec §3: title, description, xpReward, tier). */
function describeLogAchievement(e: ActivityEvent): ReflectionAchievement {
  const rule = ACHIEVEMENT_RULES.find((r) => `achievement:${r.id}` === e.id);
  if (!rule) throw new Error(`not an achievement of the log: ${e.id}`);
  return {
    id: rule.id,
    title: rule.title,
    description: rule.description,
    xpReward: rule.points,
    tier: rule.rarity,
  };
}
