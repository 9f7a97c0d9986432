import { Injectable } from '@nestjs/common';
import { canonicalTimeZone, isValidTimeZone } from '../../../shared/domain/calendar';
import { Clock } from '../../../shared/domain/clock';
import { ValidationError } from '../../../shared/domain/domain-error';
import { updateVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import { NotSignedInError } from '../domain/auth.errors';
import { ProfileChange, updateProfile, User } from '../domain/user';
import { UserRepository } from '../domain/user.repository';

/**
 * Edits first name, last name and time zone. The email is not editable.
 * A stale If-Match condition is 412 and changes nothing.
 */
@Injectable()
export class UpdateProfileUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    change: ProfileChange,
    condition: VersionCondition = null,
  ): Promise<User> {
    return (await this.update(userId, change, condition)).after;
  }

  /**
   * As `execute`, with the profile as it was too: the caller tells from the two whether
   * the time zone really moved (the user's other sessions then count their day again).
   */
  async update(
    userId: string,
    change: ProfileChange,
    condition: VersionCondition = null,
  ): Promise<{ before: User; after: User }> {
    if (change.timezone !== undefined) {
      if (!isValidTimeZone(change.timezone)) {
        throw new ValidationError('timezone must be a valid IANA time zone');
      }
      // Stored as the zone writes itself, so the profile's list finds it.
      change = { ...change, timezone: canonicalTimeZone(change.timezone) };
    }
    return updateVersioned<User>({
      load: () => this.users.findById(userId),
      change: (user) => updateProfile(user, change, this.clock.now()),
      save: (next, expected) => this.users.updateProfile(next, expected),
      condition,
      notFound: () => new NotSignedInError(),
      what: 'profile',
      key: userId,
    });
  }
}
