import { localeOf } from '@/i18n/direction';
import { useLanguage } from '@/i18n/use-language';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A day (`YYYY-MM-DD`) as the page's locale writes it, in full (the day is the post's, whatever the reader's zone). */
export function dayText(language: string, date: string): string {
  const locale = localeOf(language);
  let format = formats.get(locale);
  if (!format)
    formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A post's day, machine-readable in `datetime`. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{dayText(useLanguage(), date)}</time>;
}
