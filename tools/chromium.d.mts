/** Debian's Chromium, or CHROME_PATH. */
export declare const chromiumPath: string;
/** Launch flags shared by the browser tests, the screenshots and the benchmark. */
export declare const chromiumFlags: readonly string[];
/** The browser tests' Chromium: Debian's headless shell where installed, else chromiumPath; CHROME_PATH overrides. */
export declare const testChromiumPath: string;
