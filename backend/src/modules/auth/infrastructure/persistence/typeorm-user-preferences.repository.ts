import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../../../shared/persistence/database-errors';
import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  Language,
  UserPreferences,
  UserPreferencesRepository,
} from '../../domain/user-preferences';
import { UserPreferencesOrmEntity } from './user-preferences.orm-entity';

@Injectable()
export class TypeOrmUserPreferencesRepository extends UserPreferencesRepository {
  constructor(
    @InjectRepository(UserPreferencesOrmEntity)
    private readonly rows: Repository<UserPreferencesOrmEntity>,
  ) {
    super();
  }

  async findForUser(userId: string): Promise<UserPreferences | null> {
    const row = await this.rows.findOneBy({ userId });
    if (!row) return null;
    const language = (LANGUAGES as readonly string[]).includes(row.language)
      ? (row.language as Language)
      : DEFAULT_PREFERENCES.appearance.language;
    return {
      notifications: {
        push: row.pushNotifications,
        email: row.emailNotifications,
        streakReminders: row.streakReminders,
      },
      appearance: { darkMode: row.darkMode, autoSaveGoals: row.autoSaveGoals, language },
      version: Number(row.version),
    };
  }

  async save(
    userId: string,
    p: UserPreferences,
    at: Date,
    expectedVersion: number,
  ): Promise<boolean> {
    const fields = {
      pushNotifications: p.notifications.push,
      emailNotifications: p.notifications.email,
      streakReminders: p.notifications.streakReminders,
      darkMode: p.appearance.darkMode,
      autoSaveGoals: p.appearance.autoSaveGoals,
      language: p.appearance.language,
      version: p.version,
      updatedAt: at,
    };
    if (expectedVersion === 0) {
      try {
        await this.rows.insert({ userId, ...fields });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false; // a concurrent first save won
        throw error;
      }
    }
    const result = await this.rows.update({ userId, version: expectedVersion }, fields);
    return (result.affected ?? 0) > 0;
  }
}
