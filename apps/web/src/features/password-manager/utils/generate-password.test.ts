import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHARACTER_CLASSES,
  generatePassword,
  uniformBelow,
  type CharacterClass,
} from './generate-password';

afterEach(() => vi.restoreAllMocks());

/** A random source that hands out the given 32-bit words in order. */
const words = (...values: number[]) => {
  const queue = [...values];
  return (bytes: Uint32Array) => {
    bytes[0] = queue.shift()!;
    return bytes;
  };
};

describe('generatePassword', () => {
  it('draws from crypto.getRandomValues, at the chosen length, with one of every chosen class', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    for (const length of [8, 20, 64, 128]) {
      const password = generatePassword({
        length,
        classes: ['lowercase', 'uppercase', 'digits', 'symbols'],
      });
      expect(password).toHaveLength(length);
      for (const alphabet of Object.values(CHARACTER_CLASSES)) {
        expect([...password].some((character) => alphabet.includes(character))).toBe(true);
      }
    }
    expect(spy).toHaveBeenCalled();
  });

  it('uses only the chosen classes', () => {
    const classes: CharacterClass[] = ['digits'];
    const password = generatePassword({ length: 40, classes });
    expect(password).toMatch(/^[0-9]{40}$/);
    expect(generatePassword({ length: 30, classes: ['lowercase', 'symbols'] })).toMatch(
      /^[a-z!@#$%^&*()\-_=+[\]{};:,.?/~]{30}$/,
    );
  });

  it('keeps the length between 8 and 128 and refuses no class at all', () => {
    expect(generatePassword({ length: 3, classes: ['lowercase'] })).toHaveLength(8);
    expect(generatePassword({ length: 500, classes: ['lowercase'] })).toHaveLength(128);
    expect(() => generatePassword({ length: 20, classes: [] })).toThrow();
  });
});

describe('uniformBelow', () => {
  it('rejects the words past the last whole multiple instead of folding them (no modulo bias)', () => {
    // 2^32 % 3 = 1: the word 2^32 - 1 would make 0 likelier; it is drawn again.
    expect(uniformBelow(3, words(2 ** 32 - 1, 5))).toBe(2);
    expect(uniformBelow(3, words(2 ** 32 - 2))).toBe((2 ** 32 - 2) % 3);
    // 26 letters: 2^32 % 26 = 22 words are rejected at the top.
    const limit = 2 ** 32 - (2 ** 32 % 26);
    expect(uniformBelow(26, words(limit, limit + 21, 27))).toBe(1);
  });

  it('spreads draws evenly over a small range', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 7000; i += 1) counts[uniformBelow(7)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });
});
