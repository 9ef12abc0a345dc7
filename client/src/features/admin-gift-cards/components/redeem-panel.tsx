import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { msg } from '@shared/messages/message';
import {
  giftCardCodeField,
  giftCardCodeSchema,
  normalizeGiftCardCode,
  type GiftCardLookupDto,
} from '@shared/schemas/gift-card';
import { AdminPanel } from '@/components/admin/admin-panel';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { SearchIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { useLookupGiftCard } from '../api';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { ScanCodeButton } from '../scan/scan-code-button';
import { LookedUpCard } from './looked-up-card';
import { useAdminToasts } from '@/components/admin/admin-toasts';

// A code the alphabet cannot make is refused here with the words the server uses for it.
const lookupSchema = giftCardCodeSchema.extend({
  code: giftCardCodeField.refine((code) => normalizeGiftCardCode(code) !== null, msg('giftCard.unknownCode')),
});
type LookupValues = z.input<typeof lookupSchema>;

interface RedeemPanelProps {
  /** The id of the note explaining why managers' controls are disabled. */
  permissionNoteId: string;
}

/** Redeem a gift card: type its code, see its balance and history, redeem an amount, undo a mistake. */
export function RedeemPanel({ permissionNoteId }: RedeemPanelProps) {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const lookup = useLookupGiftCard();
  const [card, setCard] = useState<GiftCardLookupDto | null>(null);
  const form = useForm<LookupValues>({ resolver: zodResolver(lookupSchema), defaultValues: { code: '' } });
  const codeError = form.formState.errors.code?.message;

  const onLookup = async ({ code }: LookupValues) => {
    try {
      setCard(await lookup.mutateAsync({ code }));
    } catch (error) {
      setCard(null);
      if (
        applyServerErrors(form, error, { fieldOf: onlyFields<LookupValues>(['code']), otherRefusalOn: 'code' })
          .length === 0
      ) {
        failed(errorMessage(error, t('admin.giftCards.redeem.lookupFailed')));
      }
    }
  };

  const onScanned = (code: string) => {
    if (lookup.isPending) return;
    form.setValue('code', code, { shouldValidate: true });
    void form.handleSubmit(onLookup)();
  };

  /** Reads the card again after a change, so its balance and history are the ledger's. */
  const reload = async (code: string) => {
    try {
      setCard(await lookup.mutateAsync({ code }));
    } catch (error) {
      failed(errorMessage(error, t('admin.giftCards.redeem.lookupFailed')));
    }
  };

  const clear = () => {
    setCard(null);
    form.reset({ code: '' });
    form.setFocus('code');
  };

  return (
    <AdminPanel
      id="gift-card-redeem"
      title={t('admin.giftCards.redeem.title')}
      description={t('admin.giftCards.redeem.description')}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(onLookup)}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <Field
          label={t('admin.giftCards.redeem.code')}
          error={codeError}
          hint={t('admin.giftCards.redeem.codeHint')}
          className="min-w-0 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('code')}
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="SELAM-7KQ2-M9XP-4HTD"
              className="font-mono uppercase tracking-wide placeholder:normal-case"
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-2 sm:mt-7 sm:flex">
          <Button type="submit" disabled={lookup.isPending}>
            <SearchIcon />
            {lookup.isPending ? t('admin.giftCards.redeem.lookingUp') : t('admin.giftCards.redeem.lookUp')}
          </Button>
          <ScanCodeButton onScanned={onScanned} disabled={lookup.isPending} />
        </div>
      </form>

      {card && (
        <LookedUpCard
          key={card.id}
          card={card}
          onChanged={setCard}
          onReload={() => reload(card.code)}
          onClear={clear}
          permissionNoteId={permissionNoteId}
        />
      )}
    </AdminPanel>
  );
}
