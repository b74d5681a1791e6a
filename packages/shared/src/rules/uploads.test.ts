import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, formatByteSize, precheckImageFile, sniffImageType } from './uploads';

describe('precheckImageFile', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'a.JPG', type: 'image/jpeg', size: IMAGE_MAX_BYTES }, null],
    [{ name: 'a.jpeg', type: '', size: 10 }, null],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'validation.invalid_file_format'],
    [{ name: 'a.png', type: 'text/plain', size: 10 }, 'validation.invalid_file_format'],
    [{ name: 'notes', type: '', size: 10 }, 'validation.invalid_file_format'],
    [{ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'validation.invalid_file_size'],
    [{ name: 'a.png', type: 'image/png', size: 0 }, 'validation.invalid_file_size'],
  ])('%o -> %s', (file, expected) => {
    expect(precheckImageFile(file)).toBe(expected);
  });
});

describe('sniffImageType', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from('hello, I am a png', (c) => c.charCodeAt(0)))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('formatByteSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1 MB'],
    [5 * 1024 ** 4, '5 TB'],
    [3 * 1024 ** 5, '3,072 TB'],
  ])('%d -> %s', (bytes, expected) => {
    expect(formatByteSize(bytes)).toBe(expected);
  });

  it('uses the locale for the number', () => {
    expect(formatByteSize(1536, 'de')).toBe('1,5 KB');
  });
});
