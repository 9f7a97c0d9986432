import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { updateVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import { NotSignedInError } from '../domain/auth.errors';
import {
  applyPreferencesChange,
  DEFAULT_PREFERENCES,
  PreferencesChange,
  UserPreferences,
  UserPreferencesRepository,
} from '../domain/user-preferences';

/** The user's notification and appearance settings (the defaults until saved). */
@Injectable()
export class GetPreferencesUseCase {
  constructor(private readonly preferences: UserPreferencesRepository) {}

  async execute(userId: string): Promise<UserPreferences> {
    return (await this.preferences.findForUser(userId)) ?? DEFAULT_PREFERENCES;
  }
}

/**
 * Saves a change to some settings; the others keep their value. Answers all of
 * them. A stale If-Match condition is 412 and changes nothing.
 */
@Injectable()
export class UpdatePreferencesUseCase {
  constructor(
    private readonly preferences: UserPreferencesRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    change: PreferencesChange,
    condition: VersionCondition = null,
  ): Promise<UserPreferences> {
    const { after } = await updateVersioned<UserPreferences>({
      load: async () => (await this.preferences.findForUser(userId)) ?? DEFAULT_PREFERENCES,
      change: (current) => applyPreferencesChange(current, change),
      save: (next, expected) => this.preferences.save(userId, next, this.clock.now(), expected),
      condition,
      notFound: () => new NotSignedInError(),
      what: 'settings',
      key: userId,
    });
    return after;
  }
}
