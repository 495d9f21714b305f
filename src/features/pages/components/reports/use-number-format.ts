import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole numbers in the UI language ("4,000"). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
