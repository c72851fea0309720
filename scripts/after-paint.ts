/**
 * A function declaration, for the inline scripts: `afterContentfulPaint(run)` calls `run` once the page has loaded and
 * its first text or picture has been painted (a heavy page can load before that; a first frame can paint before any
 * text or picture does). Where paint timing is unknown, at the frame after the load. Plain ES5, as those scripts.
 */
export const afterContentfulPaint = `function afterContentfulPaint(run) {
    function afterPaint() { requestAnimationFrame(function () { setTimeout(run, 0); }); }
    function observe() {
      var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
      if (!types || types.indexOf('paint') < 0) return afterPaint();
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        afterPaint();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    if (document.readyState === 'complete') observe();
    else addEventListener('load', observe, { once: true });
  }`;
