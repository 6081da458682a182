import { NOTIFICATION_TEXTS } from '@app/contract/notifications';
import type { Mail } from '../../lib/mailer';

/** The mail sent beside a notification (DECISIONS §10): its title, its text, a button to its screen. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type MailedNotification = {
  title: string;
  body: string;
  /** The app's path of the screen (`/punches?vista=correcciones`). */
  link: string;
  to: string;
  name: string;
};

/** The link in full: APP_URL (never the request's host) followed by the notification's path. */
export const absoluteLink = (appUrl: string, link: string) =>
  `${appUrl}${link.startsWith('/') ? link : `/${link}`}`;

export function notificationMail(appUrl: string, notification: MailedNotification): Mail {
  const link = absoluteLink(appUrl, notification.link);
  const { title, body, name } = notification;
  const action = NOTIFICATION_TEXTS.mailAction;
  const footer = NOTIFICATION_TEXTS.mailFooter;
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">Hola ${escapeHtml(name)}:</p>
<p style="line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [title, '', `Hola ${name}:`, '', body, '', `${action}: ${link}`, '', footer].join(
    '\n',
  );
  return { to: notification.to, subject: `${title} · Back Office`, html, text, link };
}
