/**
 * Uploaded files, apart from the schemas that use them (SPEC §5, §9; DECISIONS §5; decision 032):
 * the stored names (GET /files/{key}), what each purpose accepts, and the Spanish texts of the
 * upload and download calls. A screen that only recognises a key or checks a file before sending
 * it does not load the punch or finance contracts with it.
 */

/**
 * A punch photo: `{userId}-{YYYYMMDD}-{I|O|IO}-{random}.{ext}`; `IO` names a photo uploaded without
 * an action, which serves either event of its owner, once (DECISIONS §5).
 */
export const FILE_KEY_PATTERN =
  /^[1-9][0-9]{0,9}-[0-9]{8}-(I|O|IO)-[0-9a-f]{16}\.(jpg|jpeg|png|svg)$/;

/** An expense's receipt: `r{expenseId}-{16 hex}.{ext}` (decision 032). */
export const RECEIPT_KEY_PATTERN = /^r[1-9][0-9]{0,9}-[0-9a-f]{16}\.(jpg|jpeg|png|pdf)$/;

/** Photos (SPEC §5, §9; DECISIONS §5). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The action part of a photo key uploaded without an action. */
export const PHOTO_ANY_ACTION = 'IO';
/** What a punch photo was taken for: a Punch In, a Punch Out, or either (`IO`). */
export type PhotoAction = 'I' | 'O' | typeof PHOTO_ANY_ACTION;

/** What a punch photo's key says: its owner, the company day it was taken and its action. */
export type PhotoKeyParts = { ownerId: number; calendarDateId: number; action: PhotoAction };

/** A new punch photo's key (FILE_KEY_PATTERN) from its parts, a 16-hex random part and its extension. */
export const punchPhotoKey = (parts: PhotoKeyParts, random: string, ext: string) =>
  `${parts.ownerId}-${parts.calendarDateId}-${parts.action}-${random}.${ext}`;

/** The parts of a punch photo's key, or null when `key` is not one (FILE_KEY_PATTERN). */
export function photoKeyParts(key: string): PhotoKeyParts | null {
  if (!FILE_KEY_PATTERN.test(key)) return null;
  const [owner, day, action] = key.split('-') as [string, string, PhotoAction];
  return { ownerId: Number(owner), calendarDateId: Number(day), action };
}

/** The Spanish texts of the upload and download calls (POST /files/upload, GET /files/{key}). */
export const FILE_TEXTS = {
  extension: (ext: string) => `La extensión de archivo ${ext} no está permitida.`,
  content: 'El contenido del archivo no corresponde a una imagen válida de ese tipo',
  unsafeSvg: 'La imagen SVG contiene contenido activo y no está permitida',
  badName: 'El nombre del archivo no es válido',
  tooLarge: 'El archivo supera el tamaño máximo de 5 MB',
  noFile: 'Adjunta un archivo en el campo file',
  notMultipart: 'Envía el archivo como multipart/form-data',
  badAction: 'La acción debe ser I u O',
  badLink: 'El enlace del archivo no es válido o ha caducado',
  notFound: 'Archivo no encontrado',
  forbidden: 'No tienes permisos para ver este archivo',
  tooManyUploads: 'Has subido demasiadas fotos. Espera un momento e inténtalo de nuevo.',
} as const;
