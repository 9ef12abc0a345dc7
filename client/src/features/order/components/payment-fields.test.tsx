import { useForm } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import type { CheckoutValues } from '../checkout-values';
import { markupText, renderMarkup } from '@/test/render-markup';
import { PaymentFields } from './payment-fields';

function Fields({ method, total }: { method: CheckoutValues['paymentMethod']; total: string }) {
  const form = useForm<CheckoutValues>({
    defaultValues: { paymentMethod: method, tipChoice: '15', customTip: '' },
  });
  return <PaymentFields form={form} ordering={{ maxPayAtPickupTotal: '100.00' }} subtotal="40.00" total={total} />;
}

const render = (method: CheckoutValues['paymentMethod'], total: string) =>
  renderMarkup(<Fields method={method} total={total} />, '/order/checkout', []);

describe('how to pay at checkout', () => {
  test('by card: the tips with their amounts on the subtotal, whatever the tax', () => {
    const text = markupText(render('card', '43.61'));
    expect(text).toContain('How would you like to pay?');
    expect(text).toContain('Pay now by card');
    expect(text).toContain('No tip');
    expect(text).toContain('10% $4.00');
    expect(text).toContain('15% $6.00');
    expect(text).toContain('20% $8.00');
    expect(text).toContain('Other amount');
  });

  test('at pickup: no tip; over what pay at pickup takes, only the card', () => {
    expect(markupText(render('pay_at_pickup', '43.61'))).not.toContain('No tip');
    const html = render('card', '120.00');
    expect(html).toMatch(/<input type="radio"[^>]* disabled=""[^>]* value="pay_at_pickup"/);
    expect(markupText(html)).toContain('For orders up to $100.00.');
  });
});
