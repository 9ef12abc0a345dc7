import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ORDERING } from '@shared/ordering-constants';
import type { OrderingStatusDto, PickupSlotsDto, PlacedOrderDto, PlaceOrderInput } from '@shared/schemas/ordering';
import { addDays, zonedMoment } from '@shared/time';
import { unique } from './admin';
import { restaurantDate } from './dates';

/** ASAP while the kitchen takes orders now, else the first pickup time offered on the next days. */
export async function firstPickupTime(diner: APIRequestContext, timeZone: string): Promise<string> {
  const ordering = (await (await diner.get('/api/ordering')).json()) as OrderingStatusDto;
  if (ordering.acceptingOrders && ordering.asapPickupAt) return 'asap';
  const today = zonedMoment(timeZone).date;
  for (let day = 0; day <= ORDERING.maxDaysAhead; day++) {
    const date = addDays(today, day);
    const answer = await diner.get(`/api/ordering/slots?date=${date}`);
    if (!answer.ok()) break;
    const slots = (await answer.json()) as PickupSlotsDto;
    const free = slots.slots.find((slot) => slot.state === 'available');
    if (free) return `${date}T${free.time}`;
  }
  throw new Error('No pickup time is offered on any day');
}

/**
 * Orders wait on the board for staff, as with automatic accepting off. The kitchen journeys all
 * want it so and no other journey depends on it: it is left so, and journeys running side by side
 * never switch it back under each other.
 */
export async function acceptOrdersByHand(staff: APIRequestContext): Promise<void> {
  const off = await staff.put('/api/admin/ordering-settings', { data: { enabled: true, autoAccept: false } });
  expect(off.status(), await off.text()).toBe(200);
}

interface MenuItem {
  id: number;
  orderable?: boolean;
  options?: { required: boolean }[];
}

type OrderChoices = Partial<Pick<PlaceOrderInput, 'phone' | 'email' | 'specialInstructions'>> & {
  customerName: string;
  /** What the dish's line says to the kitchen. */
  note?: string;
  quantity?: number;
};

/**
 * A diner's pickup order through the API, as the checkout places it: a dish without required
 * options, at the first pickup time offered (`asap` says if that was ASAP), paid at pickup.
 */
export async function placePickupOrder(
  diner: APIRequestContext,
  choices: OrderChoices,
): Promise<PlacedOrderDto & { asap: boolean }> {
  const { timeZone } = (await (await diner.get('/api/site-info')).json()) as { timeZone: string };
  const dishes = (await (await diner.get('/api/menu-items')).json()) as MenuItem[];
  const dish = dishes.find((item) => item.orderable !== false && !item.options?.some((group) => group.required));
  expect(dish, 'a dish without required options can be ordered').toBeDefined();
  const { customerName, note, quantity = 1, ...contact } = choices;
  const pickupTime = await firstPickupTime(diner, timeZone);
  const placed = await diner.post('/api/orders', {
    headers: { 'Idempotency-Key': unique('pickup-order') },
    data: {
      customerName,
      phone: '(612) 555-0177',
      email: `${customerName.split(' ')[0]!.toLowerCase()}@diner.example`,
      ...contact,
      pickupTime,
      items: [{ menuItemId: dish!.id, quantity, ...(note && { note }) }],
      paymentMethod: 'pay_at_pickup',
      language: 'en',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { ...((await placed.json()) as PlacedOrderDto), asap: pickupTime === 'asap' };
}

/** The pickup time the diner takes: ASAP while the kitchen takes orders now, else tomorrow's first free slot. */
export async function chooseFirstTime(page: Page): Promise<void> {
  const ordering = (await (await page.request.get('/api/ordering')).json()) as OrderingStatusDto;
  if (ordering.acceptingOrders && ordering.asapPickupAt) {
    await expect(page.getByRole('radio', { name: /As soon as possible/ })).toBeChecked();
    await expect(page.getByText(/Ready about \d{1,2}:\d{2} [AP]M/)).toBeVisible();
    return;
  }
  const tomorrow = restaurantDate(1);
  const slots = (await (await page.request.get(`/api/ordering/slots?date=${tomorrow}`)).json()) as PickupSlotsDto;
  const first = slots.slots.find((slot) => slot.state === 'available');
  expect(first, `a pickup time with room on ${tomorrow}`).toBeTruthy();
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  await page.getByLabel('Day').selectOption(tomorrow);
  await page.getByLabel('Time').selectOption(first!.time);
}
