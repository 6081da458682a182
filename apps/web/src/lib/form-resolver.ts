import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a form's values with a contract schema whose input type is looser than the form's
 * (optional keys, nullable texts): create and edit dialogs share one form but not one schema.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver<Values, unknown, Output>(schema as unknown as z.ZodType<Output, Values>);
}
