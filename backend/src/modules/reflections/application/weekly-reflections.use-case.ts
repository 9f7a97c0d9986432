import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { assertNotFuture } from '../domain/daily-reflection';
import { ReflectorGoneError } from '../domain/reflection.errors';
import { userToday } from '../domain/user-today';
import {
  ReflectionType,
  ReflectorDirectory,
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

  async execute(cmd: CreateWeeklyReflectionCommand): Promise<WeeklyReflection> {
    const answers = weeklyAnswers(cmd);
    const timezone = await this.directory.timezoneOf(cmd.userId);
    if (timezone === null) throw new ReflectorGoneError();
    const now = this.clock.now();
    const today = userToday(now, timezone);
    const date = cmd.date ?? today;
    assertNotFuture(date, today, 'date');
    const review: WeeklyReflection = {
      id: this.ids.next(),
      userId: cmd.userId,
      type: cmd.type,
      ...answers,
      date,
      createdAt: now,
    };
    await this.reviews.insert(review);
    return review;
  }
}

@Injectable()
export class ListWeeklyReflectionsUseCase {
  constructor(private readonly reviews: WeeklyReflectionRepository) {}

  /** The user's weekly reviews, newest first. */
  execute(userId: string): Promise<WeeklyReflection[]> {
    return this.reviews.listForUser(userId);
  }
}
