import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThanOrEqual, Repository } from 'typeorm';
import { LoginAttemptStore } from '../../domain/login-throttle';
import { LoginAttemptOrmEntity } from './login-attempt.orm-entity';
import { readSqlDatetime } from '../../../../shared/persistence/sql-datetime';

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/** Sign-in attempts in the database, so every app node counts the same ones. */
@Injectable()
export class TypeOrmLoginAttemptStore extends LoginAttemptStore {
  constructor(
    @InjectRepository(LoginAttemptOrmEntity)
    private readonly rows: Repository<LoginAttemptOrmEntity>,
  ) {
    super();
  }

  async failuresSince(key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const raw = await this.rows
      .createQueryBuilder('a')
      .select('COUNT(*)', 'count')
      .addSelect('MIN(a.attempted_at)', 'oldest')
      .where('a.throttle_key = :key AND a.attempted_at >= :since', { key: digest(key), since })
      .getRawOne<{ count: string | number; oldest: string | Date | null }>();
    const count = Number(raw?.count ?? 0);
    return { count, oldest: count > 0 && raw?.oldest ? readSqlDatetime(raw.oldest) : null };
  }

  async record(key: string, at: Date): Promise<string> {
    const id = randomUUID();
    await this.rows.insert({ id, throttleKey: digest(key), attemptedAt: at });
    return id;
  }

  async forget(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.rows.delete({ id: In([...ids]) });
  }

  async clear(key: string): Promise<void> {
    await this.rows.delete({ throttleKey: digest(key) });
  }

  async purgeBefore(before: Date): Promise<void> {
    await this.rows.delete({ attemptedAt: LessThan(before) });
  }

  /** Visible for tests. */
  async countAll(): Promise<number> {
    return this.rows.countBy({ attemptedAt: MoreThanOrEqual(new Date(0)) });
  }
}
