import { Injectable } from '@nestjs/common';
import {
  type DailyReflection,
  DEFAULT_JOURNAL_PAGE,
  formatJournalCursor,
  type JournalCursor,
} from '../domain/daily-reflection';
import { DailyReflectionRepository } from '../domain/daily-reflection.repository';

/** A page of the journal and the cursor of the next one (null after the last). */
export interface DailyReflectionsPage {
  reflections: DailyReflection[];
  nextBefore: string | null;
}

@Injectable()
export class ListDailyReflectionsUseCase {
  constructor(private readonly reflections: DailyReflectionRepository) {}

  /** All of the user's reflections newest first, or only those of `reflectionDate`. */
  execute(userId: string, reflectionDate?: string): Promise<DailyReflection[]> {
    return reflectionDate
      ? this.reflections.listForDate(userId, reflectionDate)
      : this.reflections.listForUser(userId);
  }

  /**
   * One page of the journal (newest first, evening before morning): at most `limit`
   * reflections after `before`, and the cursor that asks for the next page.
   */
  async page(
    userId: string,
    limit = DEFAULT_JOURNAL_PAGE,
    before?: JournalCursor,
  ): Promise<DailyReflectionsPage> {
    const { reflections, more } = await this.reflections.listPage(userId, limit, before);
    const last = reflections.at(-1);
    return { reflections, nextBefore: more && last ? formatJournalCursor(last) : null };
  }
}
