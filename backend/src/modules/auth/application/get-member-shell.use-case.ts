import { Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES, UserPreferencesRepository } from '../domain/user-preferences';
import { UserRepository } from '../domain/user.repository';

/** What the server's first paint of the dashboard shows: the greeting's name, the colours. */
export interface MemberShell {
  firstName: string | null;
  darkMode: boolean;
}

/**
 * For the first paint of a signed-in page (the member shell in index.html): the
 * user's first name and whether they chose the dark theme. Null when the user is
 * gone.
 */
@Injectable()
export class GetMemberShellUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly preferences: UserPreferencesRepository,
  ) {}

  async execute(userId: string): Promise<MemberShell | null> {
    const [user, preferences] = await Promise.all([
      this.users.findById(userId),
      this.preferences.findForUser(userId),
    ]);
    if (!user) return null;
    return {
      firstName: user.firstName,
      darkMode: (preferences ?? DEFAULT_PREFERENCES).appearance.darkMode,
    };
  }
}
