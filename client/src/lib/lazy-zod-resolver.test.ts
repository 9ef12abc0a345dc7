import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ guests: z.coerce.number().int().min(1, 'At least one guest') });
type Input = z.input<typeof schema>;
const options: ResolverOptions<Input> = { fields: {}, shouldUseNativeValidation: false };

describe('a resolver whose schema loads on demand', () => {
  test('validates with the schema once it has loaded, and loads it once', async () => {
    const importSchema = vi.fn(async () => schema);
    const { resolver, formProps } = lazyZodResolver<Input, z.output<typeof schema>>(importSchema);
    expect(importSchema).not.toHaveBeenCalled();

    formProps.onFocus();
    await expect(resolver({ guests: '3' }, undefined, options)).resolves.toEqual({ values: { guests: 3 }, errors: {} });
    const refused = await resolver({ guests: '0' }, undefined, options);
    expect(refused.errors.guests?.message).toBe('At least one guest');
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  test('a failed download lets the values through for the server to check, and is tried again next time', async () => {
    const importSchema = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error('offline'));
    importSchema.mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<Input, z.output<typeof schema>>(importSchema);

    await expect(resolver({ guests: '0' }, undefined, options)).resolves.toEqual({
      values: { guests: '0' },
      errors: {},
    });
    const refused = await resolver({ guests: '0' }, undefined, options);
    expect(refused.errors.guests?.message).toBe('At least one guest');
    expect(importSchema).toHaveBeenCalledTimes(2);
  });
});
