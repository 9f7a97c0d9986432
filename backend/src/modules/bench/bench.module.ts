import { Module } from '@nestjs/common';
import { BenchController } from './bench.controller';

/** Bench-only routes, imported by AppModule only when `BENCH=1`. */
@Module({ controllers: [BenchController] })
export class BenchModule {}
