/** Types of build-freshness.mjs: whether dist/ is older than what it is built from. */
export declare const BUILD_OUTPUTS: readonly string[];
export declare const BUILD_SOURCES: readonly string[];
export declare function staleBuild(root?: string): { missing: true } | { changed: string } | undefined;
