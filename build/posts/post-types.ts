// The compiled post's types live with the content the app reads (src/content/post-types.ts); the build writes them.
export * from '../../src/content/post-types.ts';
