import {
  compareJournal,
  type DailyReflection,
  type JournalCursor,
} from '../../domain/daily-reflection';
import {
  type AwardedAchievement,
  DailyReflectionRepository,
  type JournalPage,
  RewardedReflection,
  ReflectorSnapshot,
  reflectionEventPoints,
  rewardEventId,
} from '../../domain/daily-reflection.repository';
import { DuplicateReflectionError, ReflectorGoneError } from '../../domain/reflection.errors';
import { ReflectorDirectory } from '../../domain/weekly-reflection';
import type { ActivityEvent } from '../../../../shared/domain/activity-log';

/** A user as this module sees the `users` row, plus what the reward writes beside it. */
export interface InMemoryReflector {
  timezone: string;
  xp: number;
  level: number;
  awarded: Map<string, string>;
  /** The user's activity log (the rewards' events, and whatever a test puts there). */
  events: Array<{ id: string; type: ActivityEvent['type']; points: number; occurredAt: Date }>;
}

/** The in-memory users of the reflections module's tests. */
export class InMemoryReflectors extends ReflectorDirectory {
  readonly users = new Map<string, InMemoryReflector>();

  add(userId: string, timezone = 'America/New_York'): InMemoryReflector {
    const user: InMemoryReflector = { timezone, xp: 0, level: 1, awarded: new Map(), events: [] };
    this.users.set(userId, user);
    return user;
  }

  async timezoneOf(userId: string): Promise<string | null> {
    return this.users.get(userId)?.timezone ?? null;
  }
}

/** Reflections in a Map; the same rules as the database (unique date and session). */
export class InMemoryDailyReflectionRepository extends DailyReflectionRepository {
  readonly rows = new Map<string, DailyReflection>();

  constructor(readonly reflectors = new InMemoryReflectors()) {
    super();
  }

  async listAwarded(userId: string): Promise<AwardedAchievement[]> {
    const awarded = this.reflectors.users.get(userId)?.awarded ?? new Map<string, string>();
    return [...awarded]
      .map(([achievementId, reflectionId]) => ({
        achievementId,
        awardedAt: this.rows.get(reflectionId)?.createdAt ?? new Date(0),
      }))
      .sort((a, b) => a.awardedAt.getTime() - b.awardedAt.getTime());
  }

  async listForUser(userId: string): Promise<DailyReflection[]> {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId)
      .sort(compareJournal)
      .map(clone);
  }

  async listPage(userId: string, limit: number, after?: JournalCursor): Promise<JournalPage> {
    const rest = (await this.listForUser(userId)).filter(
      (r) => !after || compareJournal(after, r) < 0,
    );
    return { reflections: rest.slice(0, limit), more: rest.length > limit };
  }

  async listForDate(userId: string, reflectionDate: string): Promise<DailyReflection[]> {
    return (await this.listForUser(userId)).filter((r) => r.reflectionDate === reflectionDate);
  }

  async findOwned(userId: string, id: string): Promise<DailyReflection | null> {
    const row = this.rows.get(id);
    return row && row.userId === userId ? clone(row) : null;
  }

  async deleteOwned(userId: string, id: string, expectedVersion?: number): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.userId !== userId) return false;
    if (expectedVersion !== undefined && row.version !== expectedVersion) return false;
    this.rows.delete(id);
    return true;
  }

  async update(reflection: DailyReflection, expectedVersion: number): Promise<boolean> {
    const row = this.rows.get(reflection.id);
    if (!row || row.userId !== reflection.userId || row.version !== expectedVersion) return false;
    this.assertUnique(reflection);
    this.rows.set(reflection.id, clone(reflection));
    return true;
  }

  async createRewarded(
    userId: string,
    plan: (snapshot: ReflectorSnapshot) => RewardedReflection,
  ): Promise<RewardedReflection> {
    const user = this.reflectors.users.get(userId);
    if (!user) throw new ReflectorGoneError();
    const history = [...this.rows.values()]
      .filter((r) => r.userId === userId)
      .map(({ reflectionDate, timeOfDay }) => ({ reflectionDate, timeOfDay }));
    const result = plan({
      timezone: user.timezone,
      xp: user.xp,
      history,
      awarded: new Set(user.awarded.keys()),
      log: user.events.map((e) => ({ ...e, goalId: null })),
    });
    const { reflection, reward } = result;
    const logAchievements = result.logAchievements ?? [];
    this.assertUnique(reflection);
    this.rows.set(reflection.id, clone(reflection));
    const inLog = new Set(logAchievements.map((e) => e.id));
    for (const a of reward.achievements) {
      if (!inLog.has(`achievement:${a.id}`)) user.awarded.set(a.id, reflection.id);
    }
    user.xp = result.xp;
    user.level = result.level;
    user.events.push({
      id: rewardEventId(reflection.id),
      type: 'reflection',
      points: reflectionEventPoints(result),
      occurredAt: reflection.createdAt,
    });
    for (const e of logAchievements) {
      user.events.push({
        id: e.id,
        type: 'achievement',
        points: e.points,
        occurredAt: e.occurredAt,
      });
    }
    return result;
  }

  private assertUnique(r: DailyReflection): void {
    for (const other of this.rows.values()) {
      if (
        other.id !== r.id &&
        other.userId === r.userId &&
        other.reflectionDate === r.reflectionDate &&
        other.timeOfDay === r.timeOfDay
      ) {
        throw new DuplicateReflectionError(r.reflectionDate, r.timeOfDay);
      }
    }
  }
}

function clone(r: DailyReflection): DailyReflection {
  return { ...r, responses: { ...r.responses } };
}
