import { randomInt } from 'node:crypto';
import { RandomSource } from '../../domain/quote';

export class CryptoRandomSource extends RandomSource {
  nextInt(maxExclusive: number): number {
    return randomInt(maxExclusive);
  }
}
