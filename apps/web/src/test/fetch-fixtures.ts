/**
 * @deprecated The answers live with the API stub in ./api-stub; this name stays until the last
 * test has moved, then the file goes. Test code only.
 */
export { answer, errorAnswer } from './api-stub';
