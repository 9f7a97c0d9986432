import { Injectable } from '@nestjs/common';
import { deleteVersioned, type VersionCondition } from '../../../shared/domain/versioning';
import { MilestoneNotFoundError } from '../domain/milestone.errors';
import { MilestoneRepository } from '../domain/milestone.repository';

@Injectable()
export class DeleteMilestoneUseCase {
  constructor(private readonly milestones: MilestoneRepository) {}

  /** With If-Match, only the version it names is deleted (412 otherwise). */
  execute(userId: string, id: string, condition: VersionCondition = null): Promise<void> {
    return deleteVersioned({
      condition,
      load: () => this.milestones.findOwned(userId, id),
      remove: (expected) => this.milestones.deleteOwned(userId, id, expected),
      notFound: () => new MilestoneNotFoundError(),
      what: 'milestone',
      key: `${userId} ${id}`,
    });
  }
}
