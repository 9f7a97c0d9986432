import { Injectable } from '@nestjs/common';
import type { Milestone } from '../domain/milestone';
import { MilestoneRepository } from '../domain/milestone.repository';

@Injectable()
export class ListMilestonesUseCase {
  constructor(private readonly milestones: MilestoneRepository) {}

  /** The user's milestones, soonest target date first. */
  execute(userId: string): Promise<Milestone[]> {
    return this.milestones.listForUser(userId);
  }
}
