import { Injectable } from '@nestjs/common';
import type { Milestone } from '../domain/milestone';
import { MilestoneNotFoundError } from '../domain/milestone.errors';
import { MilestoneRepository } from '../domain/milestone.repository';

@Injectable()
export class GetMilestoneUseCase {
  constructor(private readonly milestones: MilestoneRepository) {}

  /** One of the user's milestones; another user's is simply not found. */
  async execute(userId: string, id: string): Promise<Milestone> {
    const milestone = await this.milestones.findOwned(userId, id);
    if (!milestone) throw new MilestoneNotFoundError();
    return milestone;
  }
}
