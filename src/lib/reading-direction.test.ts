import { describe, expect, it } from 'vitest';
import { arrowStep, mirroredCorner } from './reading-direction';

describe('arrowStep', () => {
  it('moves forward with ArrowRight left to right, and with ArrowLeft right to left', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('leaves any other key alone', () => {
    expect(arrowStep('ArrowDown', 'rtl')).toBeUndefined();
    expect(arrowStep('Home', 'ltr')).toBeUndefined();
  });
});

describe('mirroredCorner', () => {
  it("keeps a left-to-right page's corner and mirrors it on a right-to-left one", () => {
    expect(mirroredCorner('top-right', 'ltr')).toBe('top-right');
    expect(mirroredCorner('top-right', 'rtl')).toBe('top-left');
    expect(mirroredCorner('bottom-left', 'rtl')).toBe('bottom-right');
    expect(mirroredCorner('top-center', 'rtl')).toBe('top-center');
  });
});
