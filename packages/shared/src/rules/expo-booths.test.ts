import { describe, expect, it } from 'vitest';
import {
  BOOTH_DESCRIPTION_MAX_LENGTH,
  BOOTH_LINK_LABEL_MAX_LENGTH,
  BOOTH_MAX_FILES,
  BOOTH_MAX_LINKS,
  boothDescriptionError,
  boothFileTypeError,
  boothFilesError,
  boothLinkErrors,
  boothLinksError,
  normaliseBoothDescription,
} from './expo-booths';

describe('booth links', () => {
  it('accepts a labelled https link', () => {
    expect(boothLinkErrors({ label: 'Datasheet', url: 'https://sponsor.example.com/data' })).toEqual({});
  });

  it.each(['http://sponsor.example.com', 'javascript:alert(1)', 'https://user:pw@sponsor.example.com', 'sponsor.example.com'])(
    'refuses %s as not https',
    (url) => {
      expect(boothLinkErrors({ label: 'x', url }).url).toBe('validation.booth_https_url');
    },
  );

  it('requires label and address, and bounds the label', () => {
    expect(boothLinkErrors({ label: ' ', url: '' })).toEqual({ label: 'validation.required', url: 'validation.required' });
    expect(boothLinkErrors({ label: 'a'.repeat(BOOTH_LINK_LABEL_MAX_LENGTH + 1), url: 'https://a.example' }).label).toBe(
      'validation.booth_link_label_too_long',
    );
  });

  it('bounds the number of links', () => {
    const link = { label: 'x', url: 'https://a.example' };
    expect(boothLinksError(Array.from({ length: BOOTH_MAX_LINKS }, () => link))).toBeNull();
    expect(boothLinksError(Array.from({ length: BOOTH_MAX_LINKS + 1 }, () => link))).toBe('validation.booth_too_many_links');
  });
});

describe('booth files and description', () => {
  it('bounds the files and refuses a file twice', () => {
    expect(boothFilesError(Array.from({ length: BOOTH_MAX_FILES }, (_, i) => i + 1))).toBeNull();
    expect(boothFilesError(Array.from({ length: BOOTH_MAX_FILES + 1 }, (_, i) => i + 1))).toBe('validation.booth_too_many_files');
    expect(boothFilesError([4, 4])).toBe('validation.booth_duplicate_file');
  });

  it('offers PDFs and images only', () => {
    expect(boothFileTypeError('application/pdf')).toBeNull();
    expect(boothFileTypeError('image/png')).toBeNull();
    expect(boothFileTypeError('text/html')).toBe('validation.booth_file_type_not_offered');
  });

  it('keeps line breaks, unifies their endings and bounds the length', () => {
    expect(normaliseBoothDescription(' One\r\nTwo\rThree ')).toBe('One\nTwo\nThree');
    expect(boothDescriptionError('a'.repeat(BOOTH_DESCRIPTION_MAX_LENGTH))).toBeNull();
    expect(boothDescriptionError('a'.repeat(BOOTH_DESCRIPTION_MAX_LENGTH + 1))).toBe('validation.booth_description_too_long');
  });
});
