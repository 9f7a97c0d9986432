import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hotSelect } from '../../../../shared/persistence/hot-select';
import { DEFAULT_PREFERENCES } from '../../domain/user-preferences';
import { type MemberShell, MemberShellQuery } from '../../domain/member-shell';

// One query, so a signed-in page load stays at two with the session row (issue 7).
const SQL =
  'SELECT u.first_name AS first_name, p.dark_mode AS dark_mode FROM users u ' +
  'LEFT JOIN user_preferences p ON p.user_id = u.id WHERE u.id = ?';

/** The user's first name and saved dark mode (the default without saved settings). */
@Injectable()
export class SqlMemberShellQuery extends MemberShellQuery {
  constructor(private readonly db: DataSource) {
    super();
  }

  async forUser(userId: string): Promise<MemberShell | null> {
    const [row] = await hotSelect<{ first_name: string | null; dark_mode: unknown }>(this.db, SQL, [
      userId,
    ]);
    if (!row) return null;
    const darkMode =
      row.dark_mode === null || row.dark_mode === undefined
        ? DEFAULT_PREFERENCES.appearance.darkMode
        : Boolean(Number(row.dark_mode));
    return { firstName: row.first_name, darkMode };
  }
}
