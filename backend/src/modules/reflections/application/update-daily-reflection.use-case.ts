import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { updateVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import {
  assertNotFuture,
  DailyReflection,
  normalizeResponses,
  TimeOfDay,
} from '../domain/daily-reflection';
import { DailyReflectionRepository } from '../domain/daily-reflection.repository';
import { ReflectionNotFoundError, ReflectorGoneError } from '../domain/reflection.errors';
import { ReflectorDirectory } from '../domain/weekly-reflection';
import { userToday } from '../domain/user-today';

export interface UpdateDailyReflectionCommand {
  userId: string;
  id: string;
  reflectionDate?: string;
  timeOfDay?: TimeOfDay;
  responses: Record<string, string>;
  /** The If-Match condition: a stale version is 412 and changes nothing. */
  condition?: VersionCondition;
}

/** Rewrites a session's answers (and, if sent, its date or session). Awards nothing. */
@Injectable()
export class UpdateDailyReflectionUseCase {
  constructor(
    private readonly reflections: DailyReflectionRepository,
    private readonly directory: ReflectorDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: UpdateDailyReflectionCommand): Promise<DailyReflection> {
    const { after } = await updateVersioned<DailyReflection>({
      load: () => this.reflections.findOwned(cmd.userId, cmd.id),
      change: (existing) => this.rewrite(cmd, existing),
      save: (next, expected) => this.reflections.update(next, expected),
      condition: cmd.condition ?? null,
      notFound: () => new ReflectionNotFoundError(),
      what: 'reflection',
      key: `${cmd.userId} ${cmd.id}`,
    });
    return after;
  }

  private async rewrite(
    cmd: UpdateDailyReflectionCommand,
    existing: DailyReflection,
  ): Promise<DailyReflection> {
    const timeOfDay = cmd.timeOfDay ?? existing.timeOfDay;
    const reflectionDate = cmd.reflectionDate ?? existing.reflectionDate;
    const responses = normalizeResponses(timeOfDay, cmd.responses);
    const now = this.clock.now();
    if (reflectionDate !== existing.reflectionDate) {
      const timezone = await this.directory.timezoneOf(cmd.userId);
      if (timezone === null) throw new ReflectorGoneError();
      assertNotFuture(reflectionDate, userToday(now, timezone));
    }
    return { ...existing, reflectionDate, timeOfDay, responses, updatedAt: now };
  }
}
