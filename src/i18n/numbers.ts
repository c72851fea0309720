import { localeOf } from './direction';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as a language's pages write it, by `Intl` in its entry's locale: `ar_EG` gives Egypt's (Arabic-Indic) digits, which
 * the bare code `ar` would not (it writes 12), so never i18next's own `number` format, which passes only the code.
 * `grouping: false` for a year, which takes no thousands separator (`2026`, not `2,026`).
 */
export function numberText(code: string, value: number, options?: NumberOptions): string {
  return localeFormat(localeOf(code), value, options);
}

interface NumberOptions {
  /** Thousands separators, by the locale's own rule: leave on, but off for a year. */
  grouping?: boolean;
}

/** A number written by `Intl` in a BCP 47 `locale`. */
export function localeFormat(locale: string, value: number, { grouping = true }: NumberOptions = {}): string {
  const key = `${locale}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    // Left out, useGrouping is the locale's own rule ('auto'): Spanish does not group 4-digit numbers, English does.
    format = new Intl.NumberFormat(locale, grouping ? {} : { useGrouping: false });
    formats.set(key, format);
  }
  return format.format(value);
}
