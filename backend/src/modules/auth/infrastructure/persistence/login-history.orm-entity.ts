import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'login_history' })
export class LoginHistoryOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @Column({ name: 'login_date', type: 'datetime' }) loginDate: Date;
  @Column({ name: 'ip_address', type: 'varchar', length: 45, nullable: true }) ipAddress:
    string | null;
  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true }) userAgent:
    string | null;
  @Column({ name: 'session_duration', type: 'int', nullable: true }) sessionDuration: number | null;
  @Column({ name: 'logout_date', type: 'datetime', nullable: true }) logoutDate: Date | null;
}
