import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { calendarDateId } from '@app/contract/dates';
import { fileParamsSchema, fileQuerySchema, uploadResponseSchema } from '@app/contract/punches';
import { FILE_TEXTS, PHOTO_ANY_ACTION, PHOTO_MAX_BYTES, punchPhotoKey } from '@app/contract/files';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertMayTouch } from '../../lib/access';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { readUpload } from '../../lib/multipart';
import { currentUser } from '../../plugins/auth';
import { FILE_PURPOSES } from './file-purposes';
import { photoExtension } from './image-check';

const TAG = 'Archivos';

/**
 * Punch photos (DECISIONS §5): upload with the name, extension and content checks, then signed
 * expiring links served only to the owner, admin and office, never as active content.
 * Multipart is parsed in this plugin only (5 MB, one file). Checks, limits and storage are the
 * file service's (app.files, features/files/file-service.ts), with the purpose 'punch-photo'.
 */
export const filesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 },
    // The name as sent, so that a path in it is refused rather than silently cut.
    preservePath: true,
  });
  const { links } = app.files;

  app.post(
    '/files/upload',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 201: uploadResponseSchema } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      // Without an action the photo serves either event of its owner, once (DECISIONS §5).
      const { file: upload, fields } = await readUpload(request, {
        extensionOf: photoExtension,
        tooLarge: FILE_TEXTS.tooLarge,
        checkFields: ({ action }) => {
          if (action !== undefined && action !== 'I' && action !== 'O') {
            throw badRequest(FILE_TEXTS.badAction);
          }
        },
      });
      const action = fields.action as 'I' | 'O' | undefined;
      const key = punchPhotoKey(
        {
          ownerId: actor.id,
          calendarDateId: calendarDateId(app.clock.today()),
          action: action ?? PHOTO_ANY_ACTION,
        },
        randomBytes(8).toString('hex'),
        upload.ext,
      );
      await app.files.store({
        key,
        ownerId: actor.id,
        purpose: 'punch-photo',
        ext: upload.ext,
        data: upload.data,
      });
      return reply.status(201).send({ success: true as const, link: links.sign(key), key });
    },
  );

  app.get(
    '/files/:key',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], params: fileParamsSchema, querystring: fileQuerySchema },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { key } = request.params;
      if (!links.verify(key, request.query.expires, request.query.sig)) {
        throw forbidden(FILE_TEXTS.badLink);
      }
      const found = await app.files.read(key);
      // Whose the file is comes from its row: a usuario sees only their own photos, staff every
      // one; a purpose may name the roles that read it instead (receipts: admin).
      const rules = found && FILE_PURPOSES[found.file.purpose];
      if (found && rules) {
        if (rules.readers === 'staff-or-owner') {
          assertMayTouch(
            actor,
            { ownerId: found.file.ownerId },
            'staff-or-owner',
            FILE_TEXTS.forbidden,
          );
        } else if (!rules.readers.includes(actor.role)) {
          throw forbidden(FILE_TEXTS.forbidden);
        }
      }
      if (!found || !rules) throw notFound(FILE_TEXTS.notFound);
      const disposition = rules.disposition(found.file.contentType);
      return reply
        .header('content-type', found.file.contentType)
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          disposition === 'inline' ? 'inline' : `attachment; filename="${key}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(found.data);
    },
  );
};
