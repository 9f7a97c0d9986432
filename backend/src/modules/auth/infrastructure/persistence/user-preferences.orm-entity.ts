import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per user who saved settings; deleted with the user. */
@Entity({ name: 'user_preferences' })
export class UserPreferencesOrmEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ name: 'push_notifications', type: 'boolean' }) pushNotifications: boolean;
  @Column({ name: 'email_notifications', type: 'boolean' }) emailNotifications: boolean;
  @Column({ name: 'streak_reminders', type: 'boolean' }) streakReminders: boolean;
  @Column({ name: 'dark_mode', type: 'boolean' }) darkMode: boolean;
  @Column({ name: 'auto_save_goals', type: 'boolean' }) autoSaveGoals: boolean;
  @Column({ type: 'varchar', length: 10 }) language: string;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
}
