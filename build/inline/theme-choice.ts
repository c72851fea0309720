import { applyTheme, storedTheme, THEME_STORAGE_KEY } from '../../src/lib/theme';
import { inlineScript } from './inline-script';

/** An inline script in `<head>`: a theme chosen on an earlier visit is on `<html>` before the first paint. */
export const themeChoiceScript = () =>
  inlineScript(
    `(${applyTheme.toString()})(window,(${storedTheme.toString()})(window,${JSON.stringify(THEME_STORAGE_KEY)}))`,
  );
