import { Injectable, RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { VersionEtagInterceptor } from '../if-match';
import { HOT_READ, type HotReadHandler, type HotReadOptions } from './hot-read.decorator';

/** A hot read's method, bound to its controller, and its options. */
export interface HotReadRoute {
  read: HotReadHandler;
  /** The version-counter table that keeps its answer (`HotReadOptions`), if any. */
  keptWhileUnchanged?: string;
  /**
   * The route answers under `@VersionEtags()` (on it or its controller): a record
   * with a `version` carries that version as its ETag, as the full stack's would.
   */
  versionEtag: boolean;
}

/** Finds the controller methods marked `@HotRead()` and the paths they answer. */
@Injectable()
export class HotReadRoutes {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Path (with the global prefix, e.g. `/api/goals`) -> the bound method and its options. */
  find(globalPrefix: string): Map<string, HotReadRoute> {
    const routes = new Map<string, HotReadRoute>();
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, HotReadHandler>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const options = this.reflector.get<HotReadOptions | undefined>(HOT_READ, handler);
        if (!options) continue;
        const where = `@HotRead() on ${wrapper.name}.${name}`;
        if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET)
          throw new Error(`${where}: only GET routes can be hot reads`);
        const path = joinPath(
          globalPrefix,
          Reflect.getMetadata(PATH_METADATA, wrapper.metatype),
          Reflect.getMetadata(PATH_METADATA, handler),
        );
        // The lane answers without Nest's interceptors: the one it knows how to give
        // (the version ETag) is given by the lane itself, any other is refused here.
        const interceptors = [
          ...((Reflect.getMetadata(INTERCEPTORS_METADATA, wrapper.metatype) as unknown[]) ?? []),
          ...((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[]) ?? []),
        ];
        const others = interceptors.filter((i) => i !== VersionEtagInterceptor);
        if (others.length > 0)
          throw new Error(
            `${where}: a hot read may carry no interceptor but @VersionEtags() (found: ${others.map(nameOf).join(', ')})`,
          );
        if (path.includes(':') || path.includes('*'))
          throw new Error(`${where}: a hot read has a fixed path (${path})`);
        if (routes.has(path)) throw new Error(`${where}: ${path} already has a hot read`);
        routes.set(path, {
          read: handler.bind(instance) as HotReadHandler,
          keptWhileUnchanged: options.keptWhileUnchanged,
          versionEtag: interceptors.includes(VersionEtagInterceptor),
        });
      }
    }
    return routes;
  }
}

function nameOf(interceptor: unknown): string {
  return typeof interceptor === 'function' ? interceptor.name : String(interceptor);
}

function joinPath(...parts: unknown[]): string {
  const segments: string[] = [];
  for (const part of parts) {
    if (part === undefined || part === null) continue;
    if (typeof part !== 'string')
      throw new Error(`@HotRead(): one path per route (${String(part)})`);
    segments.push(...part.split('/').filter(Boolean));
  }
  return `/${segments.join('/')}`;
}
