/**
 * @deprecated The API stub lives in ./api-stub (`stubApi`, `answer`, `errorAnswer`); this name
 * stays until the last test has moved, then the file goes. Test code only.
 */
export { stubApi as mockApi, type ApiCall as RecordedCall } from './api-stub';
