import { useForm } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import type { CheckoutValues } from '../checkout-values';
import { markupText, renderMarkup } from '@/test/render-markup';
import { PaymentFields } from './payment-fields';

interface Shown {
  method: CheckoutValues['paymentMethod'];
  /** What is left to pay after any gift card, before the tip. */
  amountDue: string;
  paidInFull?: boolean;
  tipLeftToCard?: boolean;
}

function Fields({ method, amountDue, paidInFull = false, tipLeftToCard = false }: Shown) {
  const form = useForm<CheckoutValues>({
    defaultValues: { paymentMethod: method, tipChoice: '15', customTip: '' },
  });
  return (
    <PaymentFields
      form={form}
      ordering={{ maxPayAtPickupTotal: '100.00' }}
      subtotal="40.00"
      amountDue={amountDue}
      paidInFull={paidInFull}
      tipLeftToCard={tipLeftToCard}
    />
  );
}

const render = (shown: Shown) => renderMarkup(<Fields {...shown} />, '/order/checkout', []);

describe('how to pay at checkout', () => {
  test('by card: the tips with their amounts on the subtotal, whatever the tax', () => {
    const text = markupText(render({ method: 'card', amountDue: '43.61' }));
    expect(text).toContain('How would you like to pay?');
    expect(text).toContain('Pay now by card');
    expect(text).toContain('No tip');
    expect(text).toContain('10% $4.00');
    expect(text).toContain('15% $6.00');
    expect(text).toContain('20% $8.00');
    expect(text).toContain('Other amount');
  });

  test('at pickup: no tip; over what pay at pickup takes, only the card', () => {
    expect(markupText(render({ method: 'pay_at_pickup', amountDue: '43.61' }))).not.toContain('No tip');
    const html = render({ method: 'card', amountDue: '120.00' });
    expect(html).toMatch(/<input type="radio"[^>]* disabled=""[^>]* value="pay_at_pickup"/);
    expect(markupText(html)).toContain('For orders up to $100.00.');
  });

  test('with a gift card: the cap goes by what is left to pay', () => {
    const html = render({ method: 'pay_at_pickup', amountDue: '60.00' });
    expect(html).not.toMatch(/<input type="radio"[^>]* disabled=""[^>]* value="pay_at_pickup"/);
  });

  test('paid in full by a gift card: no way to pay is asked, a tip still may be given', () => {
    const text = markupText(render({ method: 'pay_at_pickup', amountDue: '0.00', paidInFull: true }));
    expect(text).toContain('Paid in full by your gift card');
    expect(text).not.toContain('Pay now by card');
    expect(text).toContain('No tip');
    expect(text).not.toContain('pays the tip too');
    const tipped = markupText(
      render({ method: 'pay_at_pickup', amountDue: '0.00', paidInFull: true, tipLeftToCard: true }),
    );
    expect(tipped).toContain('Your gift card pays the tip too if its balance allows');
  });
});
