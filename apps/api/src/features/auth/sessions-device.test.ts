import { SESSION_TEXTS } from '@app/contract/sessions';
import { describe, expect, it } from 'vitest';
import { describeDevice } from './user-agent';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/131.0.0.0`;

describe('the device of a session, read from its User-Agent', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 131 en Windows'],
    [EDGE_WINDOWS, 'Edge 131 en Windows'],
    [FIREFOX_WINDOWS, 'Firefox 133 en Windows'],
    [SAFARI_MAC, 'Safari 17 en macOS'],
    [SAFARI_IPHONE, 'Safari en iPhone'],
    [SAFARI_IPAD, 'Safari en iPad'],
    [CHROME_ANDROID, 'Chrome en Android'],
  ])('%s → %s', (userAgent, text) => {
    expect(describeDevice(userAgent)).toBe(text);
  });

  it.each(['', 'curl/8.5.0', 'lightMyRequest', 'x'.repeat(512), '<script>alert(1)</script>'])(
    'says it does not know %j',
    (userAgent) => {
      expect(describeDevice(userAgent)).toBe(SESSION_TEXTS.unknownDevice);
    },
  );
});
