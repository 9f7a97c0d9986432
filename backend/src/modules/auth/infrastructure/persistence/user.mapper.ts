import type { User } from '../../domain/user';
import { UserOrmEntity } from './user.orm-entity';

/** The one translation between the domain User and its table row. */
export const UserMapper = {
  toDomain(row: UserOrmEntity): User {
    return {
      id: row.id,
      email: row.email,
      passwordHash: row.passwordHash,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
      timezone: row.timezone,
      currentStreak: row.currentStreak,
      longestStreak: row.longestStreak,
      lastLoginDate: row.lastLoginDate,
      lastActiveDay: row.lastActiveDay,
      totalLogins: row.totalLogins,
      xp: row.xp,
      level: row.level,
      version: Number(row.version ?? 1),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  },
  toPersistence(user: User): UserOrmEntity {
    return Object.assign(new UserOrmEntity(), user);
  },
};
