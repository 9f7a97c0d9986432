import { Injectable } from '@nestjs/common';
import { type MemberShell, MemberShellQuery } from '../domain/member-shell';

/**
 * For the first paint of a signed-in page (the member shell in index.html): the
 * user's first name and whether they chose the dark theme. Null when the user is
 * gone.
 */
@Injectable()
export class GetMemberShellUseCase {
  constructor(private readonly shells: MemberShellQuery) {}

  execute(userId: string): Promise<MemberShell | null> {
    return this.shells.forUser(userId);
  }
}
