import type { APIRequestContext } from '@playwright/test';
import { ORDERING } from '@shared/ordering-constants';
import type { OrderingStatusDto, PickupSlotsDto } from '@shared/schemas/ordering';
import { addDays, zonedMoment } from '@shared/time';

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
