import { randomBytes } from 'node:crypto';
import { SUBSIDY_CODE_ALPHABET, SUBSIDY_CODE_RANDOM_LENGTH, formatSubsidyCode } from '@app/domain';

const ALPHABET_SIZE = SUBSIDY_CODE_ALPHABET.length;
/** Bytes at or above this are drawn again, so every character is equally likely (no modulo bias). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET_SIZE);

/** `length` characters of the code alphabet from the operating system's CSPRNG. */
export function randomCodeText(length: number = SUBSIDY_CODE_RANDOM_LENGTH): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      text += SUBSIDY_CODE_ALPHABET[byte % ALPHABET_SIZE];
      if (text.length === length) break;
    }
  }
  return text;
}

/** `count` different new codes, each `PREFIX-XXXXX-XXXXX` (docs/decisions/subsidies.md). */
export function drawCodes(count: number, prefix: string | null): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(formatSubsidyCode(prefix, randomCodeText()));
  return [...codes];
}
