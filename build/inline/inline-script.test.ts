import { describe, expect, it } from 'vitest';
import { inlineFunction, minifyScript } from './inline-script';

describe('inline scripts', () => {
  it('are minified with their locals renamed, and still run', () => {
    const body = inlineFunction(
      (w, settings: { greeting: string }) => {
        const longName = settings.greeting;
        (w as unknown as Record<string, string>).said = longName;
      },
      { greeting: 'hola' },
    );
    expect(body).not.toContain('longName');
    expect(body).not.toMatch(/\s{2}/);
    const w: Record<string, string> = {};
    new Function('window', body)(w);
    expect(w.said).toBe('hola');
  });

  it('never let data end the script or start an HTML comment in it', () => {
    expect(inlineFunction((w, text: string) => void (w.document.title = text), '</script><b>')).not.toMatch(
      /<\/script/i,
    );
    expect(() => inlineFunction((w, text: string) => void (w.document.title = text), '<!--<script>')).toThrow(
      '"<!--" or "<script"',
    );
    expect(() => minifyScript('if (')).toThrow('does not parse');
  });
});
