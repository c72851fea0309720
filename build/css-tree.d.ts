/** css-tree ships no types: the part of its parser and walker the link check uses (build/html-references.ts). */
declare module 'css-tree' {
  export interface CssNode {
    type: string;
  }
  export interface Url extends CssNode {
    type: 'Url';
    /** The URL, unquoted and unescaped. */
    value: string;
  }
  export function parse(
    css: string,
    options?: {
      context?: 'stylesheet' | 'declarationList';
      parseCustomProperty?: boolean;
      parseRulePrelude?: boolean;
    },
  ): CssNode;
  export function walk(ast: CssNode, options: { visit: 'Url'; enter: (node: Url) => void }): void;
}
