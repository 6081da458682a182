/**
 * The stored names of uploaded files: they live in the files contract module (./files.ts); this
 * small entry stays for the modules that still import it from here.
 */
export { FILE_KEY_PATTERN, RECEIPT_KEY_PATTERN } from './files';
