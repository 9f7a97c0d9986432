import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { GetMemberShellUseCase } from './modules/auth/application/get-member-shell.use-case';
import { PasswordHasher } from './modules/auth/domain/password-hasher';
import { signInFloodDoor } from './modules/auth/infrastructure/http/sign-in-flood.door';
import type { AppConfig } from './config/app-config';
import { ensureDatabaseExists } from './database/ensure-database';
import { setUpOpenApi } from './openapi/openapi';
import { HttpExceptionFilter } from './shared/http/http-exception.filter';
import { crossSiteRequestGuard } from './shared/http/cross-site-request.middleware';
import { ExpressBornRequestsAdapter } from './shared/http/express-born-requests';
import { type FrontStep, installFrontDoor } from './shared/http/front-door';
import { HotReadLane } from './shared/http/hot-reads/hot-read-lane';
import { HotReadRoutes } from './shared/http/hot-reads/hot-read-routes';
import { jsonBody } from './shared/http/json-body.middleware';
import { versionCounterReader } from './shared/persistence/version-counters';
import { securityHeaders } from './shared/http/security-headers';
import { sessionUser } from './shared/http/session-user';
import { singlePageApp } from './shared/http/spa.middleware';
import { createValidationPipe } from './shared/http/validation.pipe';
import { AppLifecycle } from './shared/lifecycle/app-lifecycle';
import { createLogger, PinoNestLogger, requestLogger } from './shared/logging/logger';
import { signedInUserId } from './shared/session/session-cookie';
import { SessionRegistry } from './shared/session/session-registry';

export interface CreateAppOptions {
  /** Skip the OpenAPI UI (it is cheap, but the generator script builds its own). */
  openApi?: boolean;
  /** The hot-read lane (default on); off, every request takes the full stack. */
  hotReads?: boolean;
}

/**
 * Builds the whole application: the Nest modules plus the Express pipeline in
 * front of them, in this order: cross-site check, JSON body, session +
 * passport (API only), SPA files, Nest routes. In front of Express, on the
 * HTTP server itself (`installFrontDoor`): connection closing while draining,
 * security headers and the request log for every request, the sign-in flood's
 * refusals, then the hot-read lane, which answers the `@HotRead()` routes'
 * common case itself.
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  await ensureDatabaseExists(config.database);
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    new ExpressBornRequestsAdapter(),
    {
      bodyParser: false,
      logger: new PinoNestLogger(logger),
      abortOnError: false,
    },
  );

  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  // The client's address behind proxies (the sign-in throttle's per-address count, the
  // login history): the hops that add to X-Forwarded-For, none trusted without them.
  express.set('trust proxy', config.proxyHops > 0 ? config.proxyHops : false);
  express.set('etag', 'strong');

  const cookieName = config.trustProxy ? '__Host-lodestar.sid' : 'lodestar.sid';
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.trustProxy,
    path: '/',
  };
  express.set('sessionCookieName', cookieName);
  // Clearing the cookie takes the same attributes: a browser ignores a __Host- cookie
  // set without Secure, the clearing one included.
  express.set('sessionCookieOptions', cookieOptions);

  app.use(crossSiteRequestGuard(config.appOrigins));
  app.use(jsonBody({ limit: '100kb', largeBodyPaths: { '/api/goals/batch': '1mb' } }));

  const sessions = app.get(SessionRegistry);
  const sessionMiddleware = session({
    name: cookieName,
    secret: config.sessionSecrets,
    store: sessions.store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    proxy: config.trustProxy,
    cookie: cookieOptions,
  });
  // passport's request helpers (req.login, which regenerates the session, and
  // req.logout) and its session manager are the same for every request:
  // installed once on Express's request prototype rather than by
  // passport.initialize() on each request.
  passport.initialize()(express.request as Request, {} as Response, () => undefined);
  // One router layer for the session and req.user (see sessionUser()).
  const user = sessionUser();
  app.use('/api', (req: Request, res: Response, next: NextFunction) =>
    sessionMiddleware(req, res, (err?: unknown) => (err ? next(err) : user(req, res, next))),
  );

  const memberShell = app.get(GetMemberShellUseCase);
  app.use(
    singlePageApp(config.frontendDist, {
      mentorName: config.mentorName,
      // The dashboard's first paint, drawn by the server (frontend/src/app/shell), and every
      // member page in the member's colours with its first data preloaded.
      signedInMember: async (req) => {
        const userId = await signedInUserId(
          sessions.store,
          req.headers.cookie,
          cookieName,
          config.sessionSecrets,
        );
        return userId ? memberShell.execute(userId) : null;
      },
    }),
  );
  // Errors raised by the middleware above (a session store that is down, a
  // malformed path...) get the same JSON answers as errors inside Nest, never
  // Express's HTML page.
  app.use(new HttpExceptionFilter().expressHandler());

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  if (options.openApi !== false) setUpOpenApi(app);

  await app.init();

  // In front of Express: what every answer needs, then the hot-read lane.
  const front: FrontStep[] = [
    app.get(AppLifecycle).connectionCloser(),
    securityHeaders({ tls: config.trustProxy }),
  ];
  if (config.logLevel !== 'silent') front.push(requestLogger(logger));
  // A sign-in flood is refused at the door: no router, body, session or Nest.
  front.push(signInFloodDoor(app.get(PasswordHasher), '/api/login'));
  const lane =
    options.hotReads === false
      ? null
      : new HotReadLane({
          routes: app.get(HotReadRoutes).find('api'),
          store: sessions.store,
          cookieName,
          secrets: config.sessionSecrets,
          readVersion: versionCounterReader(app.get(DataSource)),
        });
  installFrontDoor(app.getHttpServer(), front, lane);
  return app;
}
