import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import {
  createAdminUserSchema,
  updateAdminUserSchema,
  type CreateAdminUserInput,
  type UpdateAdminUserInput,
} from '@shared/schemas/admin-user';
import { toCreateCandidate, toEditCandidate, type CreateAdminValues, type EditAdminValues } from './user-logic';

/**
 * The shared schema's resolver, run on the body the form would send rather than on what it holds
 * (a blank email there means "no email", a blank new password "keep the current one").
 */
function resolverOf<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
  toCandidate: (values: TValues) => FieldValues,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema);
  // The errors it returns are keyed by the schema's paths, which are the form's own field names.
  return (values, context, options) =>
    resolve(toCandidate(values), context, options as ResolverOptions<FieldValues>) as ReturnType<
      Resolver<TValues, unknown, TOutput>
    >;
}

export const createAdminResolver = resolverOf<CreateAdminValues, CreateAdminUserInput>(
  createAdminUserSchema,
  toCreateCandidate,
);

export const editAdminResolver = resolverOf<EditAdminValues, UpdateAdminUserInput>(
  updateAdminUserSchema,
  toEditCandidate,
);
