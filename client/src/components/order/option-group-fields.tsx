import { useId } from 'react';
import type { MenuItemOptionDto } from '@shared/schemas/ordering';
import { formatMoney } from '@/lib/format';
import { nameIn } from '@/lib/cart/name-text';
import { useOrderI18n } from '@/i18n/order';

interface OptionGroupFieldsProps {
  group: MenuItemOptionDto;
  chosen: number[];
  onChange: (valueIds: number[]) => void;
  error?: string;
}

const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** How many to choose, in words: "Choose 1", "Choose 4", "Choose up to 3", "Choose 1 to 2", "Optional". */
function useRule(group: MenuItemOptionDto): string {
  const { t } = useOrderI18n();
  const { minChoices: min, maxChoices: max } = group;
  if (max === 1) return min >= 1 ? t('order.options.chooseOne') : t('order.options.optional');
  if (min === max) return t('order.options.chooseExactly', { count: max });
  if (min > 0) return t('order.options.chooseRange', { min, max });
  return t('order.options.chooseUpTo', { max });
}

/** One option group: radios when one value is chosen, checkboxes (at most `maxChoices`) otherwise. */
export function OptionGroupFields({ group, chosen, onChange, error }: OptionGroupFieldsProps) {
  const { t, language } = useOrderI18n();
  const id = useId();
  const rule = useRule(group);
  const name = nameIn(group, language);
  const single = group.maxChoices === 1;
  const required = group.required || group.minChoices > 0;
  const full = chosen.length >= group.maxChoices;
  const describedBy = [`${id}-rule`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const valueLabel = (value: MenuItemOptionDto['values'][number]) => {
    const valueName = nameIn(value, language);
    const delta = Number(value.priceDelta);
    return (
      <>
        <span lang={valueName.lang} className="flex-1">
          {valueName.text}
        </span>
        {delta !== 0 && (
          <span className="text-sm text-muted-foreground">
            {t('order.options.priceDelta', { price: formatMoney(delta, language) })}
          </span>
        )}
      </>
    );
  };

  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined} className="grid gap-2">
      <legend className="mb-1 flex w-full flex-wrap items-baseline gap-x-2">
        <span lang={name.lang} className="font-semibold">
          {name.text}
        </span>
        {required && (
          <span className="rounded-full bg-accent/25 px-2 py-0.5 text-xs font-semibold text-foreground">
            {t('order.options.required')}
          </span>
        )}
      </legend>
      <p id={`${id}-rule`} className="-mt-1 text-sm text-muted-foreground">
        {rule}
      </p>
      {single && !required && (
        <label className={CHOICE}>
          <input
            type="radio"
            name={id}
            className="size-4 accent-primary"
            checked={chosen.length === 0}
            onChange={() => onChange([])}
          />
          <span className="flex-1">{t('order.options.none')}</span>
        </label>
      )}
      {group.values.map((value) =>
        single ? (
          <label key={value.id} className={CHOICE}>
            <input
              type="radio"
              name={id}
              className="size-4 accent-primary"
              checked={chosen.includes(value.id)}
              onChange={() => onChange([value.id])}
            />
            {valueLabel(value)}
          </label>
        ) : (
          <label key={value.id} className={CHOICE}>
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.includes(value.id)}
              // At the most allowed, the others wait until one is unticked.
              disabled={full && !chosen.includes(value.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, value.id] : chosen.filter((valueId) => valueId !== value.id),
                )
              }
            />
            {valueLabel(value)}
          </label>
        ),
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
