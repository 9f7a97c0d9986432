import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isSqlite } from '../../../../shared/persistence/dialect';
import { isUniqueViolation } from '../../../../shared/persistence/database-errors';
import { insertStep, runSqlWork } from '../../../../shared/persistence/sql-work';
import type { LoginHistoryEntry } from '../../domain/login-history';
import { EmailTakenError } from '../../domain/auth.errors';
import type { User } from '../../domain/user';
import { signInFields, UserRepository } from '../../domain/user.repository';
import { LoginHistoryOrmEntity } from './login-history.orm-entity';
import { loginHistoryRow } from './typeorm-login-history.repository';
import { UserMapper } from './user.mapper';
import { UserOrmEntity } from './user.orm-entity';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly rows: Repository<UserOrmEntity>) {
    super();
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? UserMapper.toDomain(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ email });
    return row ? UserMapper.toDomain(row) : null;
  }

  async insert(user: User, firstLogin?: LoginHistoryEntry): Promise<void> {
    const dataSource = this.rows.manager.connection;
    // Both rows in one transaction, as each driver needs it (runSqlWork: on SQLite one
    // synchronous transaction, since TypeORM's async ones share its one connection).
    const statements = [insertStep(dataSource, UserOrmEntity, UserMapper.toPersistence(user))];
    if (firstLogin) {
      statements.push(insertStep(dataSource, LoginHistoryOrmEntity, loginHistoryRow(firstLogin)));
    }
    try {
      await runSqlWork(dataSource, function* () {
        for (const statement of statements) yield statement;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async updateFresh(id: string, change: (fresh: User) => User | null): Promise<User | null> {
    return this.rows.manager.transaction(async (m) => {
      const row = await m.findOne(UserOrmEntity, {
        where: { id },
        ...(isSqlite(m.connection) ? {} : { lock: { mode: 'pessimistic_write' as const } }),
      });
      if (!row) return null;
      const fresh = UserMapper.toDomain(row);
      const next = change({ ...fresh });
      if (!next) return fresh;
      const fields = signInFields(next);
      await m.update(UserOrmEntity, { id }, fields);
      return { ...fresh, ...fields };
    });
  }

  async updateProfile(user: User, expectedVersion: number): Promise<boolean> {
    const { firstName, lastName, timezone, lastActiveDay, version, updatedAt } = user;
    const result = await this.rows.update(
      { id: user.id, version: expectedVersion },
      { firstName, lastName, timezone, lastActiveDay, version, updatedAt },
    );
    return (result.affected ?? 0) > 0;
  }
}
