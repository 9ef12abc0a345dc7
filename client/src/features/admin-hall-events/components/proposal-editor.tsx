import { useMemo, useState, type FormEvent } from 'react';
import { HALL_TAX_RATE_TEXT, PROPOSAL_LINE_KINDS, type ProposalLineKind } from '@shared/hall-events';
import { dollarsOf } from '@shared/money';
import type { AdminEventBookingDto, AdminEventPackageDto } from '@shared/schemas/hall-events';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { PlusIcon, SendIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { useMenuDishes, useSendProposal } from '../api';
import {
  blankLine,
  dishLine,
  editorTotals,
  lineCents,
  linesFromEstimate,
  linesToInput,
  startingLines,
  type EditorLine,
} from '../proposal-lines';
import { useAdminForm } from '@/components/admin/use-admin-form';

interface ProposalEditorProps {
  event: AdminEventBookingDto;
  pkg: AdminEventPackageDto | undefined;
  depositPercent: number;
  onClose: () => void;
}

/** The proposal's lines, editable, with the totals worked out as staff type; "Send proposal" emails it. */
export function ProposalEditor({ event, pkg, depositPercent, onClose }: ProposalEditorProps) {
  const { t, language } = useAdminI18n();
  const form = useAdminForm();
  const send = useSendProposal();
  const [lines, setLines] = useState<EditorLine[]>(() => startingLines(event, pkg));
  const [message, setMessage] = useState('');
  const totals = useMemo(() => editorTotals(lines, depositPercent), [lines, depositPercent]);
  const money = (cents: number) => formatMoney(dollarsOf(cents), language);

  const change = (key: string, patch: Partial<EditorLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const remove = (key: string) => setLines((current) => current.filter((line) => line.key !== key));
  const add = (line: EditorLine) => setLines((current) => [...current, line]);

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const sent = await form.send(
      () =>
        send.mutateAsync({ id: event.id, input: { lines: linesToInput(lines), message: message.trim() || undefined } }),
      { done: t('admin.hall.toast.proposalSent'), failed: t('admin.hall.toast.proposalFailed') },
    );
    if (sent) onClose();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="proposal-editor-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="proposal-editor-title" className="text-lg font-semibold">
          {t('admin.hall.proposal.editorTitle')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setLines(linesFromEstimate(event, pkg))}>
            {t('admin.hall.proposal.fromEstimate')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setLines([])}>
            {t('admin.hall.proposal.fromScratch')}
          </Button>
        </div>
      </div>

      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t('admin.hall.proposal.noLines')}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={t('admin.hall.proposal.lines')}>
          {lines.map((line, index) => (
            <LineRow
              key={line.key}
              line={line}
              number={index + 1}
              error={
                form.errors[`lines.${index}.label`] ??
                form.errors[`lines.${index}.quantity`] ??
                form.errors[`lines.${index}.unitPrice`]
              }
              onChange={(patch) => change(line.key, patch)}
              onRemove={() => remove(line.key)}
            />
          ))}
        </ol>
      )}
      <FormError text={form.errors.lines} />

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => add(blankLine('rental', event.guestCount))}>
          <PlusIcon />
          {t('admin.hall.proposal.addRental')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => add(blankLine('per_guest', event.guestCount))}>
          <PlusIcon />
          {t('admin.hall.proposal.addPerGuest')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => add(blankLine('free', event.guestCount))}>
          <PlusIcon />
          {t('admin.hall.proposal.addFree')}
        </Button>
      </div>
      <DishPicker guestCount={event.guestCount} onAdd={add} />

      <dl
        className="grid gap-1 rounded-lg border border-border bg-muted/40 p-4 text-sm tabular-nums"
        aria-live="polite"
      >
        <TotalRow label={t('admin.hall.money.subtotal')} value={money(totals.subtotalCents)} />
        <TotalRow label={t('admin.hall.money.tax', { rate: HALL_TAX_RATE_TEXT })} value={money(totals.taxCents)} />
        <TotalRow label={t('admin.hall.money.total')} value={money(totals.totalCents)} strong />
        <TotalRow
          label={t('admin.hall.money.deposit', { percent: depositPercent })}
          value={money(totals.depositCents)}
        />
      </dl>
      <p className="text-xs text-muted-foreground">{t('admin.hall.proposal.taxNote', { rate: HALL_TAX_RATE_TEXT })}</p>

      <Field label={t('admin.hall.proposal.message')} error={form.errors.message}>
        {(c) => (
          <Textarea {...c} rows={3} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
        )}
      </Field>
      <p className="text-sm text-muted-foreground">{t('admin.hall.proposal.emailNote', { email: event.email })}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.hall.proposal.close')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <SendIcon />
          {send.isPending ? t('admin.hall.proposal.sending') : t('admin.hall.proposal.send')}
        </Button>
      </div>
    </form>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface LineRowProps {
  line: EditorLine;
  number: number;
  error?: string;
  onChange: (patch: Partial<EditorLine>) => void;
  onRemove: () => void;
}

function LineRow({ line, number, error, onChange, onRemove }: LineRowProps) {
  const { t, language } = useAdminI18n();
  const cents = lineCents(line);
  return (
    <li
      className="grid gap-3 rounded-lg border border-border p-3"
      aria-label={t('admin.hall.proposal.lineNumber', { number })}
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label={t('admin.hall.proposal.kind')}>
          {(c) => (
            <NativeSelect
              {...c}
              value={line.kind}
              onChange={(e) => onChange({ kind: e.target.value as ProposalLineKind })}
            >
              {PROPOSAL_LINE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.hall.proposal.kind.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('admin.hall.proposal.label')}>
          {(c) => (
            <Input {...c} maxLength={200} value={line.label} onChange={(e) => onChange({ label: e.target.value })} />
          )}
        </Field>
        <Field label={t('admin.hall.proposal.labelAm')}>
          {(c) => (
            <Input
              {...c}
              lang="am"
              maxLength={200}
              value={line.labelAm}
              onChange={(e) => onChange({ labelAm: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[7rem_9rem_auto_minmax(0,1fr)_auto]">
        <Field label={t('admin.hall.proposal.quantity')}>
          {(c) => (
            <Input
              {...c}
              inputMode="numeric"
              className="tabular-nums"
              value={line.quantity}
              onChange={(e) => onChange({ quantity: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('admin.hall.proposal.unitPrice')}>
          {(c) => (
            <DollarInput {...c} value={line.unitPrice} onChange={(e) => onChange({ unitPrice: e.target.value })} />
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={line.taxable}
            onChange={(e) => onChange({ taxable: e.target.checked })}
          />
          {t('admin.hall.proposal.taxable')}
        </label>
        <p className="flex min-h-11 items-center justify-end gap-2 text-sm tabular-nums sm:justify-start">
          <span className="text-muted-foreground">{t('admin.hall.proposal.amount')}</span>
          <span className="font-semibold">{cents === null ? '—' : formatMoney(dollarsOf(cents), language)}</span>
        </p>
        <Button
          variant="ghostDanger"
          size="icon"
          className="justify-self-end"
          aria-label={t('admin.hall.proposal.removeLine', { number })}
          onClick={onRemove}
        >
          <TrashIcon />
        </Button>
      </div>
      <FormError text={error} />
    </li>
  );
}

function DishPicker({ guestCount, onAdd }: { guestCount: number; onAdd: (line: EditorLine) => void }) {
  const { t, language } = useAdminI18n();
  const dishes = useMenuDishes();
  const [dishId, setDishId] = useState('');
  const [count, setCount] = useState(String(guestCount));
  const chosen = dishes.data?.find((dish) => String(dish.id) === dishId);
  const countValue = Number(count);
  const countOk = Number.isInteger(countValue) && countValue >= 1 && countValue <= 10_000;

  return (
    <div className="grid items-end gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_7rem_auto]">
      <Field label={t('admin.hall.proposal.dish')}>
        {(c) => (
          <NativeSelect {...c} value={dishId} onChange={(e) => setDishId(e.target.value)} disabled={!dishes.data}>
            <option value="">
              {dishes.data ? t('admin.hall.proposal.chooseDish') : t('admin.hall.proposal.dishesLoading')}
            </option>
            {dishes.data?.map((dish) => (
              <option key={dish.id} value={dish.id}>
                {(language === 'am' && dish.translations.am?.name) || dish.name} · {formatMoney(dish.price, language)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('admin.hall.proposal.dishCount')}>
        {(c) => <Input {...c} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />}
      </Field>
      <Button
        variant="secondary"
        disabled={!chosen || !countOk}
        onClick={() => {
          if (!chosen) return;
          onAdd(dishLine(chosen, countValue));
          setDishId('');
        }}
      >
        <PlusIcon />
        {t('admin.hall.proposal.addDish')}
      </Button>
    </div>
  );
}
