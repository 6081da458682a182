import { describe, expect, it } from 'vitest';
import { deriveKey, open, openWith, seal, sealWith, type Keyring } from './sealed-box';

const key = deriveKey('a secret of the company', 'test/k1');

describe('sealed box', () => {
  it('opens what it sealed, with the same associated data', () => {
    const sealed = seal(key, 'Contraseña-ñ-1', 'notebook:7');
    expect(sealed).not.toContain('Contraseña');
    expect(open(key, sealed, 'notebook:7').toString('utf8')).toBe('Contraseña-ñ-1');
  });

  it('seals the same text differently each time (random nonce)', () => {
    expect(seal(key, 'x', 'a')).not.toBe(seal(key, 'x', 'a'));
  });

  it('refuses another row, another key, or a changed byte', () => {
    const sealed = seal(key, 'secreto', 'notebook:7');
    expect(() => open(key, sealed, 'notebook:8')).toThrow();
    expect(() => open(deriveKey('another secret', 'test/k1'), sealed, 'notebook:7')).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => open(key, bytes.toString('base64url'), 'notebook:7')).toThrow();
    expect(() => open(key, 'corto', 'notebook:7')).toThrow();
  });

  it('derives different keys per purpose and per secret', () => {
    expect(deriveKey('s', 'a').equals(deriveKey('s', 'b'))).toBe(false);
    expect(deriveKey('s', 'a').equals(deriveKey('t', 'a'))).toBe(false);
    expect(deriveKey('s', 'a').equals(deriveKey('s', 'a'))).toBe(true);
  });

  it('keeps the key id beside the value, and opens old values after a new key is added', () => {
    const old: Keyring = { currentId: 'k1', keys: new Map([['k1', key]]) };
    const value = sealWith(old, 'antigua', 'n:1');
    expect(value.keyId).toBe('k1');
    const rotated: Keyring = {
      currentId: 'k2',
      keys: new Map([
        ['k1', key],
        ['k2', deriveKey('a secret of the company', 'test/k2')],
      ]),
    };
    expect(openWith(rotated, value, 'n:1')).toBe('antigua');
    expect(sealWith(rotated, 'nueva', 'n:1').keyId).toBe('k2');
    expect(() => openWith(rotated, { keyId: 'k9', sealed: value.sealed }, 'n:1')).toThrow();
  });
});
