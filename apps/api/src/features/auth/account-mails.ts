import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../lib/mailer';
import type { CompanyClock } from '../../lib/time';
import { issueUserToken } from './user-tokens';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; link: string },
  footer: string,
) {
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [title, '', ...paragraphs, '', `${action.label}: ${action.link}`, '', footer].join(
    '\n',
  );
  return { html, text };
}

/** The mail that lets a new user set their first password (link valid 48 h). */
export function verificationMail(to: string, name: string, appUrl: string, token: string): Mail {
  const link = `${appUrl}/auth/verify-user?token=${encodeURIComponent(token)}`;
  const { html, text } = layout(
    'Activa tu cuenta de Back Office',
    [`Hola ${name}:`, 'Se ha creado una cuenta para ti. Para empezar, establece tu contraseña.'],
    { label: 'Establecer contraseña', link },
    'El enlace es válido durante 48 horas y solo se puede usar una vez.',
  );
  return { to, subject: 'Activa tu cuenta de Back Office', html, text, link };
}

/** The mail that lets a user choose a new password (link valid 1 h). */
export function resetMail(to: string, name: string, appUrl: string, token: string): Mail {
  const link = `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const { html, text } = layout(
    'Recupera tu contraseña',
    [`Hola ${name}:`, 'Recibimos una solicitud para restablecer tu contraseña.'],
    { label: 'Restablecer contraseña', link },
    'El enlace es válido durante 1 hora y solo se puede usar una vez. Si no lo solicitaste, ignora este correo.',
  );
  return { to, subject: 'Recupera tu contraseña de Back Office', html, text, link };
}

/** Issues a fresh verification link and mails it; false when the mail could not be sent. */
export async function sendVerificationMail(
  deps: { db: Db; mailer: Mailer; appUrl: string; log: FastifyBaseLogger; clock: CompanyClock },
  user: { id: number; email: string; name: string },
): Promise<boolean> {
  const token = await issueUserToken(deps.db, user.id, 'verify', deps.clock.now());
  try {
    await deps.mailer.send(verificationMail(user.email, user.name, deps.appUrl, token));
    return true;
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'verification mail failed');
    return false;
  }
}
