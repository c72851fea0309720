import { describe, expect, it } from 'vitest';
import { splitPrintRules, takePrintSheets } from './print-sheet';

describe('splitPrintRules', () => {
  it('moves each print-only block out, in its layer, and keeps the rest in order', () => {
    const css =
      '@layer base{a{color:red}}@layer utilities{.x{top:0}@media print{.print\\:hidden{display:none}}' +
      '.content-\\[\\\'\\{\\\'\\]{content:"}"}@media print,(scripting:none){.y{display:block}}@media print{.z{margin:0}}}';
    const { screen, print } = splitPrintRules(css);
    expect(screen).toBe(
      '@layer base{a{color:red}}@layer utilities{.x{top:0}.content-\\[\\\'\\{\\\'\\]{content:"}"}' +
        '@media print,(scripting:none){.y{display:block}}}',
    );
    expect(print).toBe(
      '@layer utilities{@media print{.print\\:hidden{display:none}}}@layer utilities{@media print{.z{margin:0}}}',
    );
  });

  it('leaves a sheet without print rules as it is', () => {
    expect(splitPrintRules('.a{b:c}')).toEqual({ screen: '.a{b:c}', print: '' });
  });
});

describe('takePrintSheets', () => {
  it("takes the build's print sheet links out of the page template", () => {
    const template =
      '<head>\n    <link rel="stylesheet" href="/a.css">\n    <link media="print" rel="stylesheet" href="/assets/print-x.css">\n  </head>';
    expect(takePrintSheets(template)).toEqual({
      template: '<head>\n    <link rel="stylesheet" href="/a.css">\n  </head>',
      hrefs: ['/assets/print-x.css'],
    });
  });
});
