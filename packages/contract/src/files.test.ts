import { describe, expect, it } from 'vitest';
import { FILE_KEY_PATTERN, photoKeyParts, punchPhotoKey } from './files';

describe('punch photo keys', () => {
  it('are built and read by the one module', () => {
    const key = punchPhotoKey(
      { ownerId: 42, calendarDateId: 20300610, action: 'IO' },
      '0123456789abcdef',
      'png',
    );
    expect(key).toBe('42-20300610-IO-0123456789abcdef.png');
    expect(FILE_KEY_PATTERN.test(key)).toBe(true);
    expect(photoKeyParts(key)).toEqual({ ownerId: 42, calendarDateId: 20300610, action: 'IO' });
  });

  it('tell nothing of a name that is not a photo key', () => {
    expect(photoKeyParts('r7-0123456789abcdef.pdf')).toBeNull();
    expect(photoKeyParts('../42-20300610-I-0123456789abcdef.png')).toBeNull();
  });
});
