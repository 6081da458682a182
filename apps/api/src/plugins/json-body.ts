import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, read as DECISIONS §2 says: an empty body (or only whitespace) is no body, whatever
 * its Content-Type and on every method (SPEC §7's client sends logout and the PDF report with
 * `Content-Type: application/json` and nothing). A route that takes a body then validates `{}`,
 * so a required field is refused with that field's own message, never the body's.
 */
export function registerJsonBody(app: FastifyInstance, bodyLimit: number) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, body as string, done); // answers through `done`
    },
  );
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}
