import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  type AppSessionData,
  visitCountedToday,
} from '../../../../shared/session/session-registry';
import { RecordDailyVisitUseCase } from '../../application/record-daily-visit.use-case';

type AppRequest = Request & { session?: Request['session'] & AppSessionData };

/**
 * Once per local day per session, a signed-in request counts towards the login
 * streak (a remembered session returning tomorrow keeps the streak going).
 * Other requests cost only a date comparison.
 */
@Injectable()
export class DailyVisitMiddleware implements NestMiddleware {
  constructor(private readonly visits: RecordDailyVisitUseCase) {}

  async use(req: AppRequest, _res: Response, next: NextFunction): Promise<void> {
    const userId = (req.user as { id?: string } | undefined)?.id;
    const session = req.session;
    if (!userId || !session) return next();
    try {
      if (visitCountedToday(session, new Date())) return next();
      const visit = await this.visits.execute(userId);
      if (!visit) {
        // The account is gone: this session means nothing any more.
        req.user = undefined;
        session.destroy(() => next());
        return;
      }
      session.activeDay = visit.today;
      session.timezone = visit.timezone;
      next();
    } catch (error) {
      next(error);
    }
  }
}
