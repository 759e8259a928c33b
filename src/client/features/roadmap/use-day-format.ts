import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A roadmap day (`YYYY-MM-DD`, a calendar day in UTC) as "3 Mar" in the interface language. */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [i18n.language]);
}
