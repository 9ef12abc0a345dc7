import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  giftCardCodeSchema,
  normalizeGiftCardCode,
  type GiftCardBalanceDto,
  type GiftCardCodeInput,
} from '@shared/schemas/gift-card';
import { FieldsUntilHydrated } from '@/components/forms/fields-until-hydrated';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { useCheckGiftCardBalance } from '../api';
import { BalanceResult } from './balance-result';

interface BalanceCheckProps {
  /** The restaurant's phone, offered when the check could not be made. */
  phone: string;
  timeZone: string;
}

/**
 * A code in, its balance, status and expiry out (POST /api/gift-cards/balance). An unknown code
 * and too many checks are said in the server's words, under the field.
 */
export function BalanceCheck({ phone, timeZone }: BalanceCheckProps) {
  const { t } = useGiftCardI18n();
  const form = useForm<GiftCardCodeInput>({ resolver: zodResolver(giftCardCodeSchema), defaultValues: { code: '' } });
  const { register, handleSubmit, formState } = form;
  const check = useCheckGiftCardBalance();
  const [found, setFound] = useState<{ code: string; balance: GiftCardBalanceDto } | null>(null);

  const onSubmit = async ({ code }: GiftCardCodeInput) => {
    setFound(null);
    try {
      const balance = await check.mutateAsync({ code });
      setFound({ code: normalizeGiftCardCode(code) ?? code, balance });
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      const message = errorMessage(error, t('giftCard.balance.error', { phone }), [404, 429]);
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  };

  return (
    <div>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <FieldsUntilHydrated>
          <Field label={t('giftCard.balance.code')} error={formState.errors.code?.message}>
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="SELAM-XXXX-XXXX-XXXX"
                className="font-mono uppercase tracking-wide"
                {...register('code')}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={check.isPending} className="w-full sm:mt-6.5 sm:w-auto">
            {check.isPending ? t('giftCard.balance.checking') : t('giftCard.balance.submit')}
          </Button>
        </FieldsUntilHydrated>
      </form>
      <div aria-live="polite">
        {found && <BalanceResult code={found.code} balance={found.balance} timeZone={timeZone} />}
      </div>
    </div>
  );
}
