import { describe, expect, it } from 'vitest';
import { FSI, PDI, firstStrongDirection, isolate, isolatedRuns } from './isolate';

describe('firstStrongDirection', () => {
  it("is the first letter's direction, past digits, spaces and punctuation", () => {
    expect(firstStrongDirection('Ana María')).toBe('ltr');
    expect(firstStrongDirection('Łukasz')).toBe('ltr');
    expect(firstStrongDirection('山田太郎')).toBe('ltr');
    expect(firstStrongDirection('أحمد')).toBe('rtl');
    expect(firstStrongDirection('שלום')).toBe('rtl');
    expect(firstStrongDirection('(42) React')).toBe('ltr');
    expect(firstStrongDirection('٢٠٢٦ أحمد')).toBe('rtl');
    expect(firstStrongDirection('+52 612 000')).toBeUndefined();
    expect(firstStrongDirection('')).toBeUndefined();
  });
});

describe('isolate', () => {
  it('leaves a left-to-right page alone for a value that begins left to right or has no letters', () => {
    expect(isolate('Ana María', 'ltr')).toBe('Ana María');
    expect(isolate('+52 612 000', 'ltr')).toBe('+52 612 000');
  });

  it('isolates a right-to-left value on a left-to-right page', () => {
    expect(isolate('أحمد', 'ltr')).toBe(`${FSI}أحمد${PDI}`);
  });

  it('isolates every value on a right-to-left page, whatever it begins with', () => {
    expect(isolate('Ana María', 'rtl')).toBe(`${FSI}Ana María${PDI}`);
    expect(isolate('أحمد', 'rtl')).toBe(`${FSI}أحمد${PDI}`);
    expect(isolate('+52 612 000', 'rtl')).toBe(`${FSI}+52 612 000${PDI}`);
  });

  it('gives an empty value back empty', () => {
    expect(isolate('', 'rtl')).toBe('');
  });
});

describe('isolatedRuns', () => {
  it('cuts a text into its plain and isolated runs, in order, without the marks', () => {
    expect(isolatedRuns(`© 2026 ${FSI}Ana${PDI}. ${FSI}x${PDI}`)).toEqual([
      { text: '© 2026 ', isolated: false },
      { text: 'Ana', isolated: true },
      { text: '. ', isolated: false },
      { text: 'x', isolated: true },
    ]);
    expect(isolatedRuns('Hi, Ana')).toEqual([{ text: 'Hi, Ana', isolated: false }]);
  });
});
