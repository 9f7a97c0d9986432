/** What the server's first paint of the dashboard shows: the greeting's name, the colours. */
export interface MemberShell {
  firstName: string | null;
  darkMode: boolean;
}

/** Port: a member's shell in one read (the user and their saved appearance). */
export abstract class MemberShellQuery {
  /** Null when the user does not exist. */
  abstract forUser(userId: string): Promise<MemberShell | null>;
}
