import {
  type CallHandler,
  Controller,
  type ExecutionContext,
  Get,
  Injectable,
  type NestInterceptor,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { VersionEtags } from '../if-match';
import { HotRead } from './hot-read.decorator';
import { HotReadRoutes } from './hot-read-routes';
import { HotReadsModule } from './hot-reads.module';

@Injectable()
class Wrapping implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler) {
    return next.handle();
  }
}

@Controller('plain')
class PlainController {
  @Get('list')
  @HotRead()
  list(userId: string) {
    return Promise.resolve([userId]);
  }

  @Get('other')
  other() {
    return 'not hot';
  }
}

@VersionEtags()
@Controller('records')
class VersionedController {
  @Get('mine')
  @HotRead()
  mine(userId: string) {
    return Promise.resolve({ id: userId, version: 2 });
  }
}

@Controller('wrapped')
class WrappedController {
  @Get('one')
  @UseInterceptors(Wrapping)
  @HotRead()
  one(userId: string) {
    return Promise.resolve({ id: userId });
  }
}

@Controller('posted')
class PostedController {
  @Post('one')
  @HotRead()
  one(userId: string) {
    return Promise.resolve({ id: userId });
  }
}

async function routesOf(...controllers: Array<new (...args: never[]) => unknown>) {
  const moduleRef = await Test.createTestingModule({
    imports: [HotReadsModule],
    controllers,
    providers: [Wrapping],
  }).compile();
  return () => moduleRef.get(HotReadRoutes).find('api');
}

describe('HotReadRoutes', () => {
  it('finds the marked GET routes with their full paths, and only those', async () => {
    const routes = (await routesOf(PlainController, VersionedController))();
    expect([...routes.keys()].sort()).toEqual(['/api/plain/list', '/api/records/mine']);
    await expect(routes.get('/api/plain/list')!.read('u1', undefined)).resolves.toEqual(['u1']);
  });

  it('gives the version ETag to a route under @VersionEtags(), and only to it', async () => {
    const routes = (await routesOf(PlainController, VersionedController))();
    expect(routes.get('/api/records/mine')!.versionEtag).toBe(true);
    expect(routes.get('/api/plain/list')!.versionEtag).toBe(false);
  });

  it('refuses a hot read with an interceptor the lane would skip', async () => {
    const find = await routesOf(WrappedController);
    expect(find).toThrow(
      '@HotRead() on WrappedController.one: a hot read may carry no interceptor but @VersionEtags() (found: Wrapping)',
    );
  });

  it('refuses a hot read that is not a GET', async () => {
    const find = await routesOf(PostedController);
    expect(find).toThrow('@HotRead() on PostedController.one: only GET routes can be hot reads');
  });
});
