/** @jsonresume/schema ships no types: its validator (jsonschema's errors, or null when the résumé is valid). */
declare module '@jsonresume/schema' {
  export function validate<R>(
    resume: unknown,
    callback: (errors: { stack: string; property: string; message: string }[] | null, valid: boolean) => R,
  ): R;
  export const schema: object;
}
