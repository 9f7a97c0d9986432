import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  @Column({ name: 'password_hash', type: 'varchar', length: 100 }) passwordHash: string;
  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true }) firstName:
    string | null;
  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true }) lastName:
    string | null;
  @Column({ name: 'profile_image_url', type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;
  @Column({ type: 'varchar', length: 64 }) timezone: string;
  @Column({ name: 'current_streak', type: 'int' }) currentStreak: number;
  @Column({ name: 'longest_streak', type: 'int' }) longestStreak: number;
  @Column({ name: 'last_login_date', type: 'datetime', nullable: true }) lastLoginDate: Date | null;
  @Column({ name: 'last_active_day', type: 'varchar', length: 10, nullable: true })
  lastActiveDay: string | null;
  @Column({ name: 'total_logins', type: 'int' }) totalLogins: number;
  @Column({ type: 'int' }) xp: number;
  @Column({ type: 'int' }) level: number;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'created_at', type: 'datetime' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'datetime' }) updatedAt: Date;
}
