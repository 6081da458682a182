import { SESSION_TEXTS } from '@app/contract/sessions';
import { UAParser } from 'ua-parser-js';

/** Handheld devices are named by their model ('iPhone'); others by their system ('Windows'). */
const HANDHELD = new Set(['mobile', 'tablet']);

/**
 * The device of a session as 'Mi cuenta' lists it, in Spanish: browser and system read from the
 * User-Agent it signed in with ('Chrome 131 en Windows', 'Safari en iPhone'), or
 * 'Dispositivo desconocido' when it says neither.
 */
export function describeDevice(userAgent: string): string {
  const { browser, os, device } = UAParser(userAgent);
  const handheld = HANDHELD.has(device.type ?? '');
  // 'Mobile Safari', 'Mobile Chrome': the device already says it is a phone.
  const browserName = browser.name?.replace(/^Mobile /, '');
  // A phone's browser updates with it: its version says little, and the line stays short.
  const browserText = browserName
    ? [browserName, handheld ? undefined : browser.major].filter(Boolean).join(' ')
    : '';
  const system = (handheld && device.vendor === 'Apple' && device.model) || os.name || '';
  if (browserText && system) return `${browserText} en ${system}`;
  return browserText || system || SESSION_TEXTS.unknownDevice;
}
