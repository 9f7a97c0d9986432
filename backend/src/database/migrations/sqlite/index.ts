/** Every SQLite migration, oldest first. Add new ones at the end. */
import { CreateAuthTables1795300000000 } from './1795300000000-create-auth-tables';
import { CreateGoalsTable1795300001000 } from './1795300001000-create-goals-table';
import { CreateGamificationEventsTable1795300002000 } from './1795300002000-create-gamification-events-table';
import { CreateIdempotencyKeysTable1795310000000 } from './1795310000000-create-idempotency-keys-table';
import { CreateQuotesTable1795320000000 } from './1795320000000-create-quotes-table';
import { CreateMilestonesTable1795320001000 } from './1795320001000-create-milestones-table';
import { CreateReflectionTables1795330000000 } from './1795330000000-create-reflection-tables';
import { CreateValuesTable1795330001000 } from './1795330001000-create-values-table';
import { CreateUserPreferencesTable1795340000000 } from './1795340000000-create-user-preferences-table';
import { AddRecordVersions1795370000000 } from './1795370000000-add-record-versions';
import { CreateGoalListVersionsTable1795380000000 } from './1795380000000-create-goal-list-versions-table';
import { UserXpFromActivityLog1795390000000 } from '../1795390000000-user-xp-from-activity-log';
import { CorrectQuotes1795390001000 } from '../1795390001000-correct-quotes';
import { CorrectJournalQuotes1795410000000 } from '../1795410000000-correct-journal-quotes';
import { IndexWeeklyReflectionPages1795420000000 } from './1795420000000-index-weekly-reflection-pages';
import { AddGoalCompletedAt1795430000000 } from './1795430000000-add-goal-completed-at';
import { CorrectTranslatedQuotes1795430001000 } from '../1795430001000-correct-translated-quotes';

export const sqliteMigrations = [
  CreateAuthTables1795300000000,
  CreateGoalsTable1795300001000,
  CreateGamificationEventsTable1795300002000,
  CreateIdempotencyKeysTable1795310000000,
  CreateQuotesTable1795320000000,
  CreateMilestonesTable1795320001000,
  CreateReflectionTables1795330000000,
  CreateValuesTable1795330001000,
  CreateUserPreferencesTable1795340000000,
  AddRecordVersions1795370000000,
  CreateGoalListVersionsTable1795380000000,
  UserXpFromActivityLog1795390000000,
  CorrectQuotes1795390001000,
  CorrectJournalQuotes1795410000000,
  IndexWeeklyReflectionPages1795420000000,
  AddGoalCompletedAt1795430000000,
  CorrectTranslatedQuotes1795430001000,
];
