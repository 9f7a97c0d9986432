export interface LoginHistoryEntry {
  id: string;
  userId: string;
  loginDate: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** Minutes from sign-in to sign-out (or to the session's last activity when it expired). */
  sessionDuration: number | null;
  logoutDate: Date | null;
}

/** Whole minutes between sign-in and sign-out, never negative. */
export function sessionMinutes(loginDate: Date, logoutDate: Date): number {
  return Math.max(0, Math.round((logoutDate.getTime() - loginDate.getTime()) / 60_000));
}

/** Port: the user's sign-in records. */
export abstract class LoginHistoryRepository {
  abstract insert(entry: LoginHistoryEntry): Promise<void>;
  /** Marks an owned entry signed out; entries already closed are left alone. */
  abstract close(userId: string, id: string, logoutDate: Date): Promise<void>;
  abstract listForUser(userId: string, limit: number): Promise<LoginHistoryEntry[]>;
}
