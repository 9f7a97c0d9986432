import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { ValidationError } from '../../../shared/domain/domain-error';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../../shared/domain/idempotency-key';
import { createGoal, rapidEntryGoal, type Goal, type NewGoalInput } from '../domain/goal';
import { IdempotencyKeyInFlightError, IdempotencyKeyReusedError } from '../domain/goal.errors';
import { GoalRepository } from '../domain/goal.repository';
import {
  canonicalJson,
  idempotencyCutoff,
  IdempotencyKeyTakenError,
  IdempotencyReceipts,
  isValidIdempotencyKey,
  type IdempotencyReceipt,
} from '../domain/idempotency';

export const MAX_BATCH = 500;

/**
 * How long a request whose Idempotency-Key is held by a concurrent, still
 * uncommitted request waits for that request's receipt before answering 409.
 * A 500-goal batch commits in well under a second, so retries racing the first
 * request see its answer, not an error.
 */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 200;

export interface CreateGoalsBatchCommand {
  userId: string;
  goals: NewGoalInput[];
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string | null;
}

export interface CreateGoalsBatchResult {
  goals: Goal[];
  /** True when this answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

type GoalSnapshot = Omit<Goal, 'createdAt' | 'updatedAt' | 'completedAt'> & {
  createdAt: string;
  updatedAt: string;
  /** Absent from a receipt stored before goals kept it. */
  completedAt?: string | null;
};

function snapshot(goals: Goal[]): string {
  return JSON.stringify(
    goals.map((g) => ({
      ...g,
      createdAt: g.createdAt.toISOString(),
      updatedAt: g.updatedAt.toISOString(),
      completedAt: g.completedAt === null ? null : g.completedAt.toISOString(),
    })),
  );
}

function restore(json: string): Goal[] {
  return (JSON.parse(json) as GoalSnapshot[]).map((g) => ({
    ...g,
    createdAt: new Date(g.createdAt),
    updatedAt: new Date(g.updatedAt),
    completedAt: g.completedAt ? new Date(g.completedAt) : null,
  }));
}

/**
 * Rapid goal writing's save (decisions §5): up to 500 goals in one transaction,
 * all or none. Each line is a rapid-entry goal at its position (category
 * cycling, quick-entry marker) unless it says otherwise. With an Idempotency-Key
 * a retry answers the first result; the same key with another body is refused.
 * The i-th goal is created i milliseconds after the first, so the list keeps
 * the order they were written in.
 */
@Injectable()
export class CreateGoalsBatchUseCase {
  constructor(
    private readonly goals: GoalRepository,
    private readonly receipts: IdempotencyReceipts,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** See {@link IDEMPOTENCY_WAIT_MS}; tests shorten it. */
  waitMs = IDEMPOTENCY_WAIT_MS;

  async execute(cmd: CreateGoalsBatchCommand): Promise<CreateGoalsBatchResult> {
    if (cmd.goals.length === 0) throw new ValidationError('goals must contain at least 1 goal');
    if (cmd.goals.length > MAX_BATCH)
      throw new ValidationError(`goals must contain at most ${MAX_BATCH} goals`);
    const key = cmd.idempotencyKey ?? null;
    if (key !== null && !isValidIdempotencyKey(key)) {
      throw new ValidationError(IDEMPOTENCY_KEY_MESSAGE);
    }

    const now = this.clock.now();
    const requestHash = createHash('sha256').update(canonicalJson(cmd.goals)).digest('hex');
    if (key !== null) {
      const replay = await this.replay(cmd.userId, key, requestHash, now);
      if (replay) return replay;
    }

    const goals = cmd.goals.map((input, position) =>
      createGoal(
        {
          id: this.ids.next(),
          userId: cmd.userId,
          now: new Date(now.getTime() + position),
        },
        rapidEntryGoal(input, position),
      ),
    );
    const receipt: IdempotencyReceipt | null =
      key === null
        ? null
        : { userId: cmd.userId, key, requestHash, response: snapshot(goals), createdAt: now };
    const deadline = Date.now() + this.waitMs;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        await this.goals.insertMany(goals, receipt);
        return { goals, replayed: false };
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTakenError) || key === null) throw error;
      }
      // Another request holds the key. Once it has committed, its receipt is the
      // answer (the same for every retry). Until then wait for it; if it rolled
      // back instead, the next insert takes the key for this request.
      const replay = await this.replay(cmd.userId, key, requestHash, now);
      if (replay) return replay;
      if (Date.now() + pause > deadline) throw new IdempotencyKeyInFlightError();
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  private async replay(
    userId: string,
    key: string,
    requestHash: string,
    now: Date,
  ): Promise<CreateGoalsBatchResult | null> {
    const stored = await this.receipts.find(userId, key, idempotencyCutoff(now));
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
    return { goals: restore(stored.response), replayed: true };
  }
}
