import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { createOnce, idForRetry, type Created } from '../../../shared/domain/idempotency-key';
import { assertNotFuture } from '../domain/daily-reflection';
import { ReflectorGoneError } from '../domain/reflection.errors';
import { userToday } from '../domain/user-today';
import {
  DEFAULT_WEEKLY_PAGE,
  formatWeeklyCursor,
  ReflectionType,
  ReflectorDirectory,
  type WeeklyCursor,
  WeeklyAnswers,
  weeklyAnswers,
  WeeklyReflection,
  WeeklyReflectionRepository,
} from '../domain/weekly-reflection';

export interface CreateWeeklyReflectionCommand extends WeeklyAnswers {
  userId: string;
  type: ReflectionType;
  /** `yyyy-MM-dd`; defaults to the user's today. */
  date?: string;
}

/** Writes a weekly review: what went well, what was hard, next week, insights. */
@Injectable()
export class CreateWeeklyReflectionUseCase {
  constructor(
    private readonly reviews: WeeklyReflectionRepository,
    private readonly directory: ReflectorDirectory,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** With an Idempotency-Key, the same request sent again answers the review the first one made. */
  async execute(
    cmd: CreateWeeklyReflectionCommand,
    idempotencyKey: string | null = null,
  ): Promise<Created<WeeklyReflection>> {
    const answers = weeklyAnswers(cmd);
    const timezone = await this.directory.timezoneOf(cmd.userId);
    if (timezone === null) throw new ReflectorGoneError();
    const now = this.clock.now();
    const today = userToday(now, timezone);
    const date = cmd.date ?? today;
    assertNotFuture(date, today, 'date');
    const { userId, ...request } = cmd;
    const id =
      idempotencyKey === null
        ? this.ids.next()
        : idForRetry(userId, 'weekly-reflection', idempotencyKey, request);
    const review: WeeklyReflection = {
      id,
      userId: cmd.userId,
      type: cmd.type,
      ...answers,
      date,
      createdAt: now,
    };
    return createOnce({
      keyed: idempotencyKey !== null,
      record: review,
      insert: (r) => this.reviews.insert(r),
      stored: () => this.reviews.findOwned(userId, id),
    });
  }
}

/** A page of the past reviews and the cursor of the next one (null after the last). */
export interface WeeklyReflectionsPage {
  reflections: WeeklyReflection[];
  nextBefore: string | null;
}

@Injectable()
export class ListWeeklyReflectionsUseCase {
  constructor(private readonly reviews: WeeklyReflectionRepository) {}

  /** The user's weekly reviews, newest first. */
  execute(userId: string): Promise<WeeklyReflection[]> {
    return this.reviews.listForUser(userId);
  }

  /**
   * One page of the user's reviews in the same order: at most `limit` after `before`, and
   * the cursor that asks for the next page.
   */
  async page(
    userId: string,
    limit = DEFAULT_WEEKLY_PAGE,
    before?: WeeklyCursor,
  ): Promise<WeeklyReflectionsPage> {
    const { reflections, more } = await this.reviews.listPage(userId, limit, before);
    const last = reflections.at(-1);
    return { reflections, nextBefore: more && last ? formatWeeklyCursor(last) : null };
  }
}
