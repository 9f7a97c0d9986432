import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'lodestar:isPublic';

/** Marks a route that answers signed out. Every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
