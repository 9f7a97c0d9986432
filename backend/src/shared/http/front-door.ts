import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A step every request takes before either lane (Connect-style, on Node's own req/res). */
export type FrontStep = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** A lane that answers some requests itself and hands the rest on with `next()`. */
export interface FastLane {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

/**
 * Puts a front door on the HTTP server, in place of Express as its request
 * listener: every request first takes `steps` (what every answer needs:
 * connection closing while draining, security headers, the request log),
 * then `lane` may answer it, and whatever it hands on goes to Express and Nest
 * as before. `lane` null: steps, then Express.
 */
export function installFrontDoor(server: Server, steps: FrontStep[], lane: FastLane | null): void {
  const listeners = server.listeners('request');
  if (listeners.length !== 1)
    throw new Error(`front door: expected one request listener, found ${listeners.length}`);
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const fullStack = listeners[0] as Handler;
  const last: Handler = lane
    ? (req, res) => lane.handle(req, res, () => fullStack(req, res))
    : fullStack;
  const chain = steps.reduceRight<Handler>(
    (rest, step) => (req, res) => step(req, res, () => rest(req, res)),
    last,
  );
  server.removeAllListeners('request');
  server.on('request', chain);
}
