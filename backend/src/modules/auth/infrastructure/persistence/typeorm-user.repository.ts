import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../../../shared/persistence/database-errors';
import { EmailTakenError } from '../../domain/auth.errors';
import type { User } from '../../domain/user';
import { UserRepository } from '../../domain/user.repository';
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

  async insert(user: User): Promise<void> {
    try {
      await this.rows.insert(UserMapper.toPersistence(user));
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async update(user: User): Promise<void> {
    const { id, ...fields } = UserMapper.toPersistence(user);
    // Left out: the profile (its own conditional write) and the XP the reflections module adds.
    const {
      firstName: _firstName,
      lastName: _lastName,
      timezone: _timezone,
      version: _version,
      xp: _xp,
      level: _level,
      ...own
    } = fields;
    await this.rows.update({ id }, own);
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
