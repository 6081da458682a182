import { FILE_TEXTS } from '@app/contract/files';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './app-error';

/** The one uploaded file of a multipart request, its extension checked by the caller's rule. */
export type UploadedFile<Ext extends string> = { fileName: string; ext: Ext; data: Buffer };

/**
 * Reads a multipart upload once (the route registers @fastify/multipart with its limits): the one
 * file of the field `file`, its extension checked by `extensionOf` as the part arrives (which
 * throws the purpose's 400 or 415), and the text fields (the last of a name wins; other files are
 * drained). Every upload answers its errors the same way: not multipart → 415, a file over the
 * limit → 413 `tooLarge`, too many parts → 400 "no file", a broken body → 400 "not multipart".
 * `checkFields` judges the fields before the missing file is refused.
 */
export async function readUpload<Ext extends string>(
  request: FastifyRequest,
  options: {
    extensionOf: (fileName: string) => Ext;
    tooLarge: string;
    checkFields?: (fields: Record<string, string>) => void;
  },
): Promise<{ file: UploadedFile<Ext>; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw unsupportedMediaType(FILE_TEXTS.notMultipart);
  const fields = Object.create(null) as Record<string, string>;
  let file: UploadedFile<Ext> | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const ext = options.extensionOf(part.filename);
      file = { fileName: part.filename, ext, data: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error, options.tooLarge);
  }
  options.checkFields?.(fields);
  if (!file) throw badRequest(FILE_TEXTS.noFile);
  return { file, fields };
}

/** The answer to what went wrong while reading the parts (@fastify/multipart's error codes). */
function uploadError(error: unknown, tooLarge: string) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(tooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest(FILE_TEXTS.noFile);
  }
  return badRequest(FILE_TEXTS.notMultipart);
}
