import { Injectable } from '@nestjs/common';
import type { DailyReflection } from '../domain/daily-reflection';
import { DailyReflectionRepository } from '../domain/daily-reflection.repository';

@Injectable()
export class ListDailyReflectionsUseCase {
  constructor(private readonly reflections: DailyReflectionRepository) {}

  /** All of the user's reflections newest first, or only those of `reflectionDate`. */
  execute(userId: string, reflectionDate?: string): Promise<DailyReflection[]> {
    return reflectionDate
      ? this.reflections.listForDate(userId, reflectionDate)
      : this.reflections.listForUser(userId);
  }
}
