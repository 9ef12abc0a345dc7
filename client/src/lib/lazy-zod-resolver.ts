import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { chunkLoader } from './chunk-loader';

export interface LazyZodResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Spread on the `<form>`: its first focus or touch starts loading the schema. */
  formProps: { onFocus: () => void; onPointerDown: () => void };
}

/**
 * A public form's zod resolver whose schema (and zod with it, about 25 KB) loads on the form's
 * first interaction instead of with the page. Validation waits for it; should the download fail,
 * the values go as typed and the server, which checks them with the same schema, answers with
 * the field errors.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  importSchema: () => Promise<ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  const schema = chunkLoader(importSchema);
  let resolve: Resolver<Input, unknown, Output> | undefined;
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    try {
      resolve ??= zodResolver(await schema.load()) as Resolver<Input, unknown, Output>;
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, formProps: { onFocus: schema.prefetch, onPointerDown: schema.prefetch } };
}
