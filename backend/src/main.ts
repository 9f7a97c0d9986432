import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/app-config';
import type { INestApplication } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppLifecycle } from './shared/lifecycle/app-lifecycle';

/**
 * Graceful shutdown: stop looking healthy, keep serving for the drain period
 * (a load balancer notices and sends new requests elsewhere), then stop
 * accepting connections, let in-flight requests finish, close the database.
 */
function stopGracefullyOn(signals: NodeJS.Signals[], app: INestApplication, drainMs: number) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(AppLifecycle).startDraining();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown after ${signal} failed:`, error);
      process.exit(1);
    }
  };
  for (const signal of signals) process.on(signal, () => void stop(signal));
}

async function main() {
  // A .env file in the working directory fills in variables not already set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  stopGracefullyOn(['SIGTERM', 'SIGINT'], app, config.shutdownDrainMs);
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(
    `Lodestar is listening on ${url} (database: ${config.database.kind}, sessions: ${config.sessionStore})`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Lodestar failed to start:', error);
  }
  process.exit(1);
});
