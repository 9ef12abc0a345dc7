import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { OrderLineValues, PhoneOrderValues } from '@shared/schemas/ordering';

/** One dish of a phone order as the form holds it; `choices` are "optionId:valueId". */
export interface PhoneOrderLine {
  menuItemId: string;
  quantity: number;
  choices: string[];
}

export interface PhoneOrderFormValues {
  customerName: string;
  phone: string;
  email: string;
  specialInstructions: string;
  when: 'asap' | 'later';
  /** The restaurant's date and time when `when` is "later". */
  date: string;
  time: string;
  lines: PhoneOrderLine[];
}

export const choiceOf = (optionId: number, valueId: number) => `${optionId}:${valueId}`;

/** The values a dish's option groups start with: those the kitchen marked as the default. */
export function defaultChoices(dish: PublicMenuItemDto | undefined): string[] {
  return (dish?.options ?? []).flatMap((group) =>
    group.values.filter((value) => value.isDefault).map((value) => choiceOf(group.id, value.id)),
  );
}

export const emptyLine = (): PhoneOrderLine => ({ menuItemId: '', quantity: 1, choices: [] });

export function emptyPhoneOrder(today: string): PhoneOrderFormValues {
  return {
    customerName: '',
    phone: '',
    email: '',
    specialInstructions: '',
    when: 'asap',
    date: today,
    time: '',
    lines: [emptyLine()],
  };
}

/** The lines as the API takes them, or null while a line has no dish or no quantity yet. */
export function itemsOf(lines: PhoneOrderLine[]): OrderLineValues[] | null {
  if (lines.length === 0) return null;
  const items: OrderLineValues[] = [];
  for (const line of lines) {
    const quantity = Number(line.quantity);
    if (!line.menuItemId || !Number.isInteger(quantity) || quantity < 1) return null;
    const byGroup = new Map<number, number[]>();
    for (const choice of line.choices) {
      const [optionId, valueId] = choice.split(':').map(Number) as [number, number];
      byGroup.set(optionId, [...(byGroup.get(optionId) ?? []), valueId]);
    }
    items.push({
      menuItemId: Number(line.menuItemId),
      quantity,
      options: [...byGroup].map(([optionId, valueIds]) => ({ optionId, valueIds })),
    });
  }
  return items;
}

/** The body of POST /api/admin/online-orders; `confirmWarnings` places it into a full slot. */
export function phoneOrderBody(values: PhoneOrderFormValues, confirmWarnings = false): PhoneOrderValues {
  return {
    customerName: values.customerName.trim(),
    phone: values.phone.trim(),
    ...(values.email.trim() && { email: values.email.trim() }),
    pickupTime: values.when === 'asap' ? 'asap' : `${values.date}T${values.time}`,
    items: itemsOf(values.lines) ?? [],
    ...(values.specialInstructions.trim() && { specialInstructions: values.specialInstructions.trim() }),
    paymentMethod: 'pay_at_pickup',
    ...(confirmWarnings && { confirmWarnings: true }),
  };
}
