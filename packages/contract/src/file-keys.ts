/**
 * The stored names of uploaded files (GET /files/{key}), apart from the schemas that use them: a
 * screen that only recognises a key does not load the punch or finance contracts with it.
 */

/**
 * A punch photo: `{userId}-{YYYYMMDD}-{I|O|IO}-{random}.{ext}`; `IO` names a photo uploaded without
 * an action, which serves either event of its owner, once (DECISIONS §5).
 */
export const FILE_KEY_PATTERN =
  /^[1-9][0-9]{0,9}-[0-9]{8}-(I|O|IO)-[0-9a-f]{16}\.(jpg|jpeg|png|svg)$/;

/** An expense's receipt: `r{expenseId}-{16 hex}.{ext}` (decision 032). */
export const RECEIPT_KEY_PATTERN = /^r[1-9][0-9]{0,9}-[0-9a-f]{16}\.(jpg|jpeg|png|pdf)$/;
