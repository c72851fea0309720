import { numberText } from '@/i18n/numbers';
import { useLanguage } from '@/i18n/use-language';
import { isolate } from '@/lib/isolate';
import { useDirection } from './use-direction';

/**
 * What the page's language writes numbers with (`number`, by `Intl` in its locale) and how it sets an owner-written
 * value apart inside a translated sentence (`isolate`).
 */
export function usePageText() {
  const language = useLanguage();
  const direction = useDirection();
  const number = (value: number, options?: { grouping?: boolean }) => numberText(language, value, options);
  return {
    number,
    isolate: (value: string) => isolate(value, direction),
    /**
     * `t`'s options for a text that says how many (`{{count}}`): i18next picks the plural by the number `count` and
     * writes what `replace` holds, here the number in the page's digits, with the text's other `values`.
     */
    counted: (count: number, values: Record<string, string> = {}) => ({
      count,
      replace: { ...values, count: number(count) },
    }),
  };
}
