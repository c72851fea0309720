// react-i18next imports `use-sync-external-store/shim` for React 17 and older; React 19 has the hook itself, and the
// shim (CommonJS, with its interop code) was 0.4 KB brotli of every page's first JavaScript. vite.config.ts points
// the shim's import here.
export { useSyncExternalStore } from 'react';
