import { Injectable } from '@nestjs/common';
import { MilestoneNotFoundError } from '../domain/milestone.errors';
import { MilestoneRepository } from '../domain/milestone.repository';

@Injectable()
export class DeleteMilestoneUseCase {
  constructor(private readonly milestones: MilestoneRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.milestones.deleteOwned(userId, id))) throw new MilestoneNotFoundError();
  }
}
