import { IncomingMessage, ServerResponse, createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's Express adapter, with one change: the HTTP server creates each
 * request and response with Express's prototypes (`app.request`,
 * `app.response`) from birth, instead of Node's.
 *
 * Why: Express gives every request those prototypes with
 * `Object.setPrototypeOf(req, app.request)` (and the same for `res`). In
 * V8 (Node 20) an object whose prototype changes after birth makes the
 * young-generation collector keep the request's garbage: under a steady load
 * each scavenge copied and promoted tens of megabytes that only the next
 * full collection freed, and scavenges took 20 to 50 ms instead of under 1 ms
 * (a bare Express 5 app shows it too; see docs/performance.md). Born with the
 * right prototype, Express's `setPrototypeOf` finds it already in place and
 * changes nothing (a same-prototype set is a no-op), so requests die young.
 *
 * Node's `IncomingMessage` and `ServerResponse` are plain constructor
 * functions, so these subclasses call them on `this` and only swap the
 * prototype object. HTTPS (which Lodestar leaves to the proxy) and
 * `forceCloseConnections` keep Nest's own server.
 */
export class ExpressBornRequestsAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    this.httpServer = createExpressBornServer(this.getInstance<Express>());
  }
}

/** An HTTP server for `app` whose requests and responses are born with Express's prototypes. */
export function createExpressBornServer(app: Express): Server {
  return createServer(
    { IncomingMessage: requestClass(app), ServerResponse: responseClass(app) },
    app,
  );
}

type Construct<T> = new (...args: never[]) => T;

function requestClass(app: Express): typeof IncomingMessage {
  const base = IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void;
  function ExpressRequest(this: IncomingMessage, socket: Socket) {
    base.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  return ExpressRequest as unknown as Construct<IncomingMessage> as typeof IncomingMessage;
}

function responseClass(app: Express): typeof ServerResponse {
  const base = ServerResponse as unknown as (
    this: ServerResponse,
    req: IncomingMessage,
    options?: unknown,
  ) => void;
  function ExpressResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    base.call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return ExpressResponse as unknown as Construct<ServerResponse> as typeof ServerResponse;
}
