import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import {
  LoginHistoryEntry,
  LoginHistoryRepository,
  sessionMinutes,
} from '../../domain/login-history';
import { LoginHistoryOrmEntity } from './login-history.orm-entity';

/** An entry as its row stores it: the address and browser cut to their columns. */
export function loginHistoryRow(entry: LoginHistoryEntry): LoginHistoryEntry {
  return {
    ...entry,
    ipAddress: entry.ipAddress?.slice(0, 45) ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
  };
}

@Injectable()
export class TypeOrmLoginHistoryRepository extends LoginHistoryRepository {
  constructor(
    @InjectRepository(LoginHistoryOrmEntity)
    private readonly rows: Repository<LoginHistoryOrmEntity>,
  ) {
    super();
  }

  async insert(entry: LoginHistoryEntry): Promise<void> {
    await this.rows.insert(loginHistoryRow(entry));
  }

  async close(userId: string, id: string, logoutDate: Date): Promise<void> {
    const row = await this.rows.findOneBy({ id, userId, logoutDate: IsNull() });
    if (!row) return;
    // Still open: of two closers (a sign-out and a password change), the first one stands.
    await this.rows.update(
      { id, userId, logoutDate: IsNull() },
      { logoutDate, sessionDuration: sessionMinutes(row.loginDate, logoutDate) },
    );
  }

  async listForUser(userId: string, limit: number): Promise<LoginHistoryEntry[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { loginDate: 'DESC' },
      take: limit,
    });
    return rows.map((r) => ({ ...r }));
  }
}
