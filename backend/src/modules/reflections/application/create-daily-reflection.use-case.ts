import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { levelForXp } from '../../../shared/domain/level';
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

export interface CreateDailyReflectionCommand {
  userId: string;
  reflectionDate: string;
  timeOfDay: TimeOfDay;
  responses: Record<string, string>;
}

/**
 * Writes a morning or evening session and pays for it once: XP for the session and
 * its answers plus any reflection achievement it completes (decisions.md §6).
 */
@Injectable()
export class CreateDailyReflectionUseCase {
  constructor(
    private readonly reflections: DailyReflectionRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(cmd: CreateDailyReflectionCommand): Promise<RewardedReflection> {
    const responses = normalizeResponses(cmd.timeOfDay, cmd.responses);
    const now = this.clock.now();
    const id = this.ids.next();
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
      const xp = me.xp + reward.xpAwarded;
      return { reflection, reward, xp, level: levelForXp(xp) };
    });
  }
}
