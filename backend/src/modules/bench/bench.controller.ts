import { Controller, Get, type OnModuleDestroy } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const ms = (ns: number) => Math.round(ns / 10_000) / 100;

/**
 * Mounted only with `BENCH=1` (never in the OpenAPI document): the reference
 * route `npm run bench` compares the API with, and the event-loop delay
 * measured inside this process. Both go through the whole stack (security
 * headers, session load, daily-visit check, guard): they need a signed-in
 * session like every other API route.
 */
@ApiExcludeController()
@Controller('bench')
export class BenchController implements OnModuleDestroy {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 2 });
  private cpu = process.cpuUsage();
  private mainThreadNs = mainThreadCpuNs();
  private mainThreadWaits = mainThreadWaits();

  constructor() {
    this.histogram.enable();
  }

  onModuleDestroy() {
    this.histogram.disable();
  }

  /** Our own stack's hello world: a small constant JSON. */
  @Get('hello')
  hello(): { hello: string } {
    return { hello: 'world' };
  }

  /**
   * Event-loop delay (ms), the process's CPU time (ms, all threads) and the
   * event loop's own (the main thread's, ms; null where Linux's
   * /proc/thread-self/schedstat is missing) since the previous call, and how
   * many times the event loop went to sleep waiting for work (the main thread's
   * voluntary context switches; null off Linux), then starts a new window.
   */
  @Get('event-loop')
  eventLoop(): {
    p50: number;
    p99: number;
    max: number;
    mean: number;
    samples: number;
    cpuMs: number;
    mainThreadCpuMs: number | null;
    mainThreadWaits: number | null;
  } {
    const h = this.histogram;
    const cpu = process.cpuUsage(this.cpu);
    this.cpu = process.cpuUsage();
    const mainNs = mainThreadCpuNs();
    const mainThreadCpuMs =
      mainNs === null || this.mainThreadNs === null ? null : ms(mainNs - this.mainThreadNs);
    this.mainThreadNs = mainNs;
    const waits = mainThreadWaits();
    const waited =
      waits === null || this.mainThreadWaits === null ? null : waits - this.mainThreadWaits;
    this.mainThreadWaits = waits;
    const answer = {
      cpuMs: Math.round((cpu.user + cpu.system) / 100) / 10,
      mainThreadCpuMs,
      mainThreadWaits: waited,
      p50: ms(h.percentile(50)),
      p99: ms(h.percentile(99)),
      max: ms(h.max),
      mean: ms(h.mean),
      samples: h.count,
    };
    h.reset();
    return answer;
  }

  /**
   * A full garbage collection now, so that a measurement which follows starts from a
   * clean old generation instead of collecting what the previous scenarios left there
   * (writes promote a lot) in the middle of its run. Answers how long it took.
   */
  @Get('gc')
  gc(): { ms: number } {
    const started = performance.now();
    collectGarbage();
    return { ms: Math.round((performance.now() - started) * 10) / 10 };
  }
}

/**
 * The CPU time of the thread that calls it, in ns (Linux: the first figure of
 * /proc/thread-self/schedstat); called from a request, that is the event loop's.
 */
function mainThreadCpuNs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/**
 * How many times the calling thread has gone to sleep of its own accord (Linux:
 * voluntary_ctxt_switches in /proc/thread-self/status): for the event loop, each
 * is a wait in epoll for the next request.
 */
function mainThreadWaits(): number | null {
  try {
    const status = readFileSync('/proc/thread-self/status', 'utf8');
    const found = /^voluntary_ctxt_switches:\s*(\d+)/m.exec(status);
    return found ? Number(found[1]) : null;
  } catch {
    return null;
  }
}

let collect: (() => void) | null = null;
function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
