import { Injectable } from '@nestjs/common';
import { COUNTED_TABLES, DataSummary, summarize, UserDataStore } from '../domain/user-data';

/** The user's real counts of goals, reflections and values (settings, "Data and privacy"). */
@Injectable()
export class GetDataSummaryUseCase {
  constructor(private readonly data: UserDataStore) {}

  async execute(userId: string): Promise<DataSummary> {
    const tables = Object.values(COUNTED_TABLES).flat();
    return summarize(await this.data.countRows(userId, tables));
  }
}
