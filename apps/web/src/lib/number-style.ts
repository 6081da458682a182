import { DEFAULT_NUMBER_STYLE, type NumberStyle } from '@app/contract/number-style';

/**
 * The company's currency and number style (APP_CURRENCY, APP_NUMBER_FORMAT), learnt from
 * `/api/auth/me` at start like the company's zone (`company-time.ts`). Every money and number
 * formatter of `format.ts` reads it, so one setting changes every screen at once. Until it is
 * known, SPEC §9's default (USD, en-US) stands in.
 */
let companyStyle: NumberStyle = { ...DEFAULT_NUMBER_STYLE };
let version = 0;

export function setCompanyNumberStyle(style: NumberStyle) {
  if (
    style.currency === companyStyle.currency &&
    style.numberFormat === companyStyle.numberFormat
  ) {
    return;
  }
  companyStyle = { ...style };
  version += 1;
}

export function companyNumberStyle(): NumberStyle {
  return companyStyle;
}

/** Changes each time the style changes: formatters cached per style compare it. */
export function numberStyleVersion(): number {
  return version;
}
