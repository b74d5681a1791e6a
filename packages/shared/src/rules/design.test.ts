import { describe, expect, it } from 'vitest';
import { saveEventDesignBodySchema } from '../schemas/design';
import { DEFAULT_EVENT_DESIGN, EVENT_FONTS, fontStack, isEventFont, isHexColor, normalizeHexColor, textColorOn, weightedLuminance } from './design';

describe('text colour on a coloured background (threshold 165)', () => {
  it.each<[string, '#000000' | '#ffffff']>([
    ['#a5a5a5', '#ffffff'], // luminance exactly 165: not above the threshold
    ['#a6a6a6', '#000000'], // 166
    ['#A6A6A6', '#000000'],
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#ffff00', '#000000'], // 225.9
    ['#00ff00', '#ffffff'], // 149.685
    ['#ff0000', '#ffffff'], // 76.2
    ['#0000ff', '#ffffff'], // 29.1
    ['#1c7ed6', '#ffffff'],
    ['#ffd43b', '#000000'],
    ['#fff', '#000000'],
    ['not a colour', '#ffffff'],
  ])('%s -> %s', (background, expected) => {
    expect(textColorOn(background)).toBe(expected);
  });

  it('weighs red, green and blue 0.299, 0.587 and 0.114', () => {
    expect(weightedLuminance('#00ff00')).toBeCloseTo(149.685);
    expect(weightedLuminance('#a5a5a5')).toBeCloseTo(165);
  });

  it('puts the threshold between 165 and just above it on mixed colours', () => {
    // 0.299*255 + 0.587*100 + 0.114*0 = 134.945; 0.299*200 + 0.587*180 + 0.114*0 = 165.46
    expect(textColorOn('#ff6400')).toBe('#ffffff');
    expect(textColorOn('#c8b400')).toBe('#000000');
  });
});

describe('colours', () => {
  it.each<[string, string | null]>([
    ['#1c7ed6', '#1c7ed6'],
    ['#1C7ED6', '#1c7ed6'],
    ['  #abc ', '#aabbcc'],
    ['1c7ed6', null],
    ['#1c7ed', null],
    ['#1c7ed6ff', null],
    ['#gggggg', null],
    ['red', null],
    ['', null],
  ])('%j normalises to %j', (value, expected) => {
    expect(normalizeHexColor(value)).toBe(expected);
    expect(isHexColor(value.trim())).toBe(expected !== null && value.trim().length === 7);
  });
});

describe('fonts', () => {
  it('offers only system font stacks, never a downloaded font', () => {
    for (const font of EVENT_FONTS) expect(font.stack).toMatch(/(sans-serif|serif|monospace)$/);
  });
  it('knows its fonts and falls back to the system stack', () => {
    expect(isEventFont('georgia')).toBe(true);
    expect(isEventFont('comic-sans')).toBe(false);
    expect(fontStack('georgia')).toContain('Georgia');
    expect(fontStack('comic-sans')).toBe(EVENT_FONTS[0].stack);
  });
});

describe('design body', () => {
  const body = { imageFileId: null, logoFileId: 3, bannerFileId: null, ...DEFAULT_EVENT_DESIGN };
  it('accepts the defaults and normalises colours', () => {
    const parsed = saveEventDesignBodySchema.parse({ ...body, accentColor: '#ABC' });
    expect(parsed.accentColor).toBe('#aabbcc');
    expect(parsed.primaryColor).toBe(DEFAULT_EVENT_DESIGN.primaryColor);
  });
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a wrong colour', { primaryColor: 'blue' }, 'primaryColor', 'validation.invalid_color'],
    ['an empty colour', { backgroundColor: '' }, 'backgroundColor', 'validation.required'],
    ['an unknown font', { font: 'papyrus' }, 'font', 'validation.invalid'],
  ])('refuses %s', (_name, change, field, key) => {
    const result = saveEventDesignBodySchema.safeParse({ ...body, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(key);
  });
});
