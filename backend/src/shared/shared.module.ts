import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './domain/clock';
import { IdGenerator, UuidGenerator } from './domain/id-generator';
import { AppLifecycle } from './lifecycle/app-lifecycle';

/** The shared ports every module may inject: the clock, the id generator, the process lifecycle. */
@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    { provide: IdGenerator, useClass: UuidGenerator },
    { provide: AppLifecycle, useValue: new AppLifecycle() },
  ],
  exports: [Clock, IdGenerator, AppLifecycle],
})
export class SharedModule {}
