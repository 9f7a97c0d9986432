import { Injectable } from '@nestjs/common';
import { DailyReflectionRepository } from '../domain/daily-reflection.repository';
import { REFLECTION_ACHIEVEMENTS, type ReflectionAchievement } from '../domain/reflection-rewards';

/** An awarded reflection achievement with its table entry. */
export interface AwardedReflectionAchievement extends ReflectionAchievement {
  awardedAt: Date;
}

/**
 * The reflection achievements the user has earned, oldest first: the dashboard's progress
 * card counts them with the goal ones (their XP is already in the reflections' log events).
 */
@Injectable()
export class ListReflectionAchievementsUseCase {
  constructor(private readonly reflections: DailyReflectionRepository) {}

  async execute(userId: string): Promise<AwardedReflectionAchievement[]> {
    const awarded = await this.reflections.listAwarded(userId);
    return awarded.flatMap(({ achievementId, awardedAt }) => {
      const rule = REFLECTION_ACHIEVEMENTS.find((a) => a.id === achievementId);
      if (!rule) return []; // an id a later version removed
      const { id, title, description, xpReward, tier } = rule;
      return [{ id, title, description, xpReward, tier, awardedAt }];
    });
  }
}
