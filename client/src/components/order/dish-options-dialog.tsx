import { useRef, useState, type FormEvent } from 'react';
import { ORDERING } from '@shared/ordering-constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { MenuItemOptionDto } from '@shared/schemas/ordering';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-controls';
import type { LoadedPopupProps } from '@/components/ui/load-on-open';
import { addToCart } from '@/lib/cart/cart-store';
import { unitCents, type CartChoice } from '@/lib/cart/cart-line';
import { dishNameTranslations, optionGroupsOf } from '@/lib/cart/orderable-dish';
import { useDishText } from '@/lib/dish-text';
import { formatMoney } from '@/lib/format';
import { useOrderI18n } from '@/i18n/order';
import { OptionGroupFields } from './option-group-fields';
import { QuantityStepper } from './quantity-stepper';

type Chosen = Record<number, number[]>;

/** Each group's default values, at most as many as it allows. */
function defaults(groups: MenuItemOptionDto[]): Chosen {
  return Object.fromEntries(
    groups.map((group) => [
      group.id,
      group.values
        .filter((value) => value.isDefault)
        .slice(0, group.maxChoices)
        .map((value) => value.id),
    ]),
  );
}

function choicesOf(groups: MenuItemOptionDto[], chosen: Chosen): CartChoice[] {
  return groups.flatMap((group) =>
    group.values
      .filter((value) => chosen[group.id]?.includes(value.id))
      .map((value) => ({
        optionId: group.id,
        valueId: value.id,
        name: value.name,
        translations: value.translations,
        priceDelta: value.priceDelta,
      })),
  );
}

/** The dish's options, a quantity and a note; "Add to order" puts the line in the cart. */
export default function DishOptionsDialog({
  trigger,
  defaultOpen,
  dish,
}: LoadedPopupProps & { dish: PublicMenuItemDto }) {
  const { t } = useOrderI18n();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* Mounted anew at each opening: the defaults again, quantity 1, no note. */}
      {open && (
        <DialogContent closeLabel={t('dialog.close')}>
          <OptionsForm dish={dish} onAdded={() => setOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function OptionsForm({ dish, onAdded }: { dish: PublicMenuItemDto; onAdded: () => void }) {
  const { t, language } = useOrderI18n();
  const text = useDishText()(dish);
  const groups = optionGroupsOf(dish);
  const [chosen, setChosen] = useState<Chosen>(() => defaults(groups));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const unit = unitCents({ price: dish.price, choices: choicesOf(groups, chosen) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    for (const group of groups) {
      const count = chosen[group.id]?.length ?? 0;
      const min = Math.max(group.minChoices, group.required ? 1 : 0);
      if (count < min)
        found[group.id] = group.maxChoices === 1 ? t('order.options.pickOne') : t('order.options.tooFew', { min });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first group to fix gets focus, on its first choice.
      const first = groups.findIndex((group) => found[group.id]);
      form.current?.querySelectorAll('fieldset')[first]?.querySelector('input')?.focus();
      return;
    }
    addToCart({
      menuItemId: dish.id,
      name: dish.name,
      translations: dishNameTranslations(dish),
      price: dish.price,
      quantity,
      choices: choicesOf(groups, chosen),
      note,
    });
    onAdded();
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5">
      <div>
        <DialogTitle lang={text.lang.name}>{text.name}</DialogTitle>
        <DialogDescription>{t('order.options.lead', { price: formatMoney(dish.price, language) })}</DialogDescription>
      </div>
      {groups.map((group) => (
        <OptionGroupFields
          key={group.id}
          group={group}
          chosen={chosen[group.id] ?? []}
          error={errors[group.id]}
          onChange={(valueIds) => {
            setChosen((current) => ({ ...current, [group.id]: valueIds }));
            setErrors(({ [group.id]: _fixed, ...rest }) => rest);
          }}
        />
      ))}
      <div className="grid gap-1.5">
        <span className="text-sm font-semibold" aria-hidden="true">
          {t('order.quantity.label')}
        </span>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          label={t('order.quantity.label')}
          lessLabel={t('order.quantity.less')}
          moreLabel={t('order.quantity.more')}
        />
      </div>
      <Field label={t('order.note.label')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            className="min-h-16"
            maxLength={ORDERING.maxNoteLength}
            placeholder={t('order.note.placeholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full">
        {t('order.options.add', { price: formatMoney((unit * quantity) / 100, language) })}
      </Button>
    </form>
  );
}
