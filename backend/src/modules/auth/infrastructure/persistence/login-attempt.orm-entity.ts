import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One failed sign-in, keyed by a SHA-256 of the throttle key (no email stored in clear). */
@Entity({ name: 'login_attempts' })
export class LoginAttemptOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'throttle_key', type: 'varchar', length: 64 }) throttleKey: string;
  @Column({ name: 'attempted_at', type: 'datetime' }) attemptedAt: Date;
}
