import { Injectable } from '@nestjs/common';
import { localDate } from '../../../shared/domain/calendar';
import { Clock } from '../../../shared/domain/clock';
import { NotSignedInError } from '../domain/auth.errors';
import { UserDataStore } from '../domain/user-data';

export const EXPORT_FORMAT = 'lodestar-export/1';

/**
 * The user's data as one JSON document, produced piece by piece so that a
 * large account is never held in memory:
 * `{ "format", "exportedAt", "user": {...}, "data": { "<table>": [rows...], ... } }`.
 * No password hash, no session.
 */
@Injectable()
export class ExportUserDataUseCase {
  constructor(
    private readonly data: UserDataStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks the user exists, then returns the document's text chunks and the day it is
   * made on, in the user's own time zone (decisions §3: "today" is the profile's), for
   * the file's name: in Tokyo on the 29th a file named for UTC's 28th read as yesterday's.
   */
  async execute(userId: string): Promise<{ day: string; chunks: AsyncIterable<string> }> {
    const user = await this.data.readUser(userId);
    if (!user) throw new NotSignedInError();
    const now = this.clock.now();
    const zone = typeof user.timezone === 'string' ? user.timezone : 'UTC';
    return { day: dayIn(now, zone), chunks: this.chunks(userId, user, now) };
  }

  private async *chunks(
    userId: string,
    user: Record<string, unknown>,
    now: Date,
  ): AsyncIterable<string> {
    yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(now.toISOString())},`;
    yield `"user":${JSON.stringify(user)},"data":{`;
    let firstSection = true;
    for await (const section of this.data.sections(userId)) {
      yield `${firstSection ? '' : ','}${JSON.stringify(section.name)}:[`;
      firstSection = false;
      let buffer = '';
      let firstRow = true;
      for await (const row of section.rows) {
        buffer += (firstRow ? '' : ',') + JSON.stringify(row);
        firstRow = false;
        if (buffer.length >= 64 * 1024) {
          yield buffer;
          buffer = '';
        }
      }
      yield `${buffer}]`;
    }
    yield '}}';
  }
}

/** The date in `zone`; UTC's for a zone the runtime does not know (an old row's). */
function dayIn(now: Date, zone: string): string {
  try {
    return localDate(now, zone);
  } catch {
    return localDate(now, 'UTC');
  }
}
