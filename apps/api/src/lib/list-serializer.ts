import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The serializer of list responses (a route's `serializerCompiler`). The app-wide one runs zod's
 * `encode` (for codecs), which for a list of hundreds of rows costs about four times zod's
 * `parse`; list items are plain columns with no codec, so `parse` gives the same checked,
 * stripped output for a fraction of the time.
 */
export const listSerializerCompiler =
  (route: { schema: unknown; method: string; url: string }) => (data: unknown) => {
    const result = (route.schema as z.ZodType).safeParse(data);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
