/**
 * The report's figures in the Spanish format of SPEC §9: 2 decimals, '.' between thousands and ','
 * before the cents ('1.234,56'), also for 4-digit amounts (the 'es' locale alone writes '1234,56').
 */
const amountFormat = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** `1234.5` → `'1.234,50'`. */
export const formatReportAmount = (value: number) => amountFormat.format(value);

/** `1234.5` → `'$1.234,50'`: an amount of the report, with its currency. */
export const formatReportMoney = (value: number) =>
  value < 0 ? `-$${formatReportAmount(-value)}` : `$${formatReportAmount(value)}`;

/** `45.2` (of 100) → `'45,20 %'`. */
export const formatPercentage = (value: number) => `${formatReportAmount(value)} %`;
