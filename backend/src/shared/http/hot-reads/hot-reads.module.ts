import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HotReadRoutes } from './hot-read-routes';

/** Discovers the `@HotRead()` routes for the hot-read lane (installed by app.factory.ts). */
@Module({
  imports: [DiscoveryModule],
  providers: [HotReadRoutes],
  exports: [HotReadRoutes],
})
export class HotReadsModule {}
