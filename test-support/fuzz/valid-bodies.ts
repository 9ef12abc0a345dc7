import { DEFAULT_HALL_SETTINGS } from '../../shared/schemas/hall-events';

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const diner = { firstName: 'Selam', lastName: 'Tadesse', email: 'diner@guest.example', phone: '(612) 555-0101' };

const reservation = () => ({ ...diner, date: daysAhead(7), time: '18:00', guests: 2, requests: 'Window seat' });

const catering = () => ({
  ...diner,
  eventType: 'Birthday Party',
  eventDate: daysAhead(30),
  eventTime: '18:00',
  guestCount: 40,
  deliveryAddress: '55 Summit Avenue, St. Paul, MN',
  serviceType: 'delivery',
  menuSelections: ['Sambusa', 'Tibs'],
});

const lunchAndDinner = {
  closed: false,
  periods: [
    { open: '11:00', close: '15:00' },
    { open: '17:00', close: '22:00' },
  ],
};
const weeklyHours = {
  monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
  tuesday: lunchAndDinner,
  wednesday: lunchAndDinner,
  thursday: lunchAndDinner,
  friday: { closed: false, periods: [{ open: '11:00', close: '24:00' }] },
  saturday: { closed: false, periods: [{ open: '11:00', close: '22:00' }] },
  sunday: { closed: false, periods: [{ open: '11:00', close: '21:00' }] },
};
const booking = {
  slotIntervalMinutes: 15,
  lastSeatingMinutes: 45,
  sameDayLeadMinutes: 90,
  horizonDays: 90,
  minPartySize: 2,
  maxPartySize: 8,
  dailyGuestCapacity: 120,
  pacingGuestsPerSlot: 20,
};

const closure = () => ({ startDate: daysAhead(20), endDate: daysAhead(22), closed: true, label: 'Fuzz closure' });
const specialHours = () => ({
  startDate: daysAhead(30),
  endDate: daysAhead(30),
  closed: false,
  periods: [{ open: '11:00', close: '16:00' }],
  label: 'Fuzz special hours',
});

const hallPackage = {
  name: 'Fuzz Engagement',
  shortDescription: 'An engagement party',
  minGuests: 20,
  maxGuests: 100,
  basePrice: '300.00',
  pricePerPerson: '30.00',
  duration: 180,
  setupTime: 30,
  cleanupTime: 30,
};

/** The Saturday about six weeks out: inside the hall's window whatever today is. */
function hallSaturday(): string {
  const date = new Date(Date.now() + 42 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

const hallRequest = () => ({
  ...diner,
  packageId: 1,
  eventDate: hallSaturday(),
  blocks: ['evening'],
  guestCount: 60,
  specialRequests: 'A cake table',
});

const { policyVersion: _, ...hallSettings } = {
  ...DEFAULT_HALL_SETTINGS,
  cancellationPolicy: { en: 'Deposits are refunded up to 90 days before the event.' },
};

const menuItem = {
  name: 'Fuzz Tibs',
  description: 'Beef with rosemary',
  price: '18.50',
  category: 'Appetizers',
  tags: ['spicy'],
};

const pickupLine = { menuItemId: 1, quantity: 1, options: [], note: 'Extra injera' };
const pickupOrder = () => ({
  customerName: 'Selam Tadesse',
  phone: diner.phone,
  email: diner.email,
  pickupTime: `${daysAhead(1)}T18:30`,
  items: [pickupLine],
  specialInstructions: 'Call when ready',
  paymentMethod: 'pay_at_pickup',
});

/**
 * A body each route accepts, so the fuzzer can change one or two fields of a request that would
 * otherwise succeed and reach the rules behind the schema (capacity, conflicts, permissions).
 * Passwords are too short on purpose where a valid one would cost a bcrypt hash per case, and
 * no sign-in here can succeed (a signed-in caller would become someone else).
 */
const testimonial = {
  quote: 'The best injera in town.',
  name: 'Fuzz Guest',
  detail: 'Regular',
  rating: 5,
  translations: { am: { quote: 'በከተማው ምርጡ እንጀራ።', name: 'የፈተና እንግዳ', detail: null } },
};

export function validBodies(): Record<string, object[]> {
  return {
    'POST /api/admin/login': [{ username: 'owner', password: 'not-the-password', rememberMe: true }],
    'POST /api/admin/forgot-password': [{ email: 'diner@guest.example' }],
    'POST /api/admin/request-username': [{ email: 'diner@guest.example' }],
    'POST /api/admin/reset-password': [
      { token: 'f'.repeat(64), password: 'new-password-1', confirmPassword: 'new-password-1' },
    ],
    'POST /api/admin/restaurant-status': [{ mode: 'manual', status: 'closed' }, { mode: 'automatic' }],
    'PUT /api/admin/reservation-setting': [{ enabled: true }],
    'PUT /api/admin/settings': [
      { reservationsEnabled: true, giftCardsEnabled: true },
      { weeklyHours },
      { booking },
      { restaurantLanguage: 'en' },
    ],
    'POST /api/admin/schedule-exceptions': [closure(), specialHours()],
    'PUT /api/admin/schedule-exceptions/:id': [closure(), specialHours()],
    'POST /api/reservations': [reservation(), { ...reservation(), status: 'confirmed', guests: 12 }],
    'PUT /api/reservations/:id': [{ status: 'confirmed' }, reservation()],
    'POST /api/menu-items': [menuItem],
    'PUT /api/menu-items/:id': [menuItem],
    'POST /api/admin/categories': [{ name: 'Fuzz Specials', displayOrder: 12, enabled: true }],
    'PUT /api/admin/categories/:id': [{ enabled: true }, { name: 'Fuzz Renamed', displayOrder: 4 }],
    'POST /api/admin/catering-orders': [{ ...catering(), status: 'pending', quotedAmount: '1200.00' }],
    'PUT /api/catering/:id': [{ status: 'confirmed' }, catering()],
    'POST /api/catering/:id/send-quote': [{ quotedAmount: '1250.00', adminNotes: 'Includes delivery' }],
    'POST /api/catering-requests': [catering()],
    'POST /api/admin/gift-cards': [
      {
        amount: 50,
        recipientName: 'Hanna',
        recipientEmail: 'hanna@guest.example',
        senderName: 'Selam',
        message: 'Enjoy',
      },
    ],
    'POST /api/gift-card-requests': [
      {
        amount: 60,
        designTheme: 'festive',
        recipientName: 'Hanna',
        recipientEmail: 'hanna@guest.example',
        senderName: 'Selam',
        senderEmail: 'selam@buyer.example',
        senderPhone: '(612) 555-0188',
        message: 'Enjoy',
      },
    ],
    'POST /api/admin/gift-card-requests/:id/decline': [{ note: 'Buyer changed their mind' }],
    'POST /api/admin/users': [
      { username: 'fuzz-user', passwordHash: 'short', email: 'fuzz-user@staff.example', role: 'staff' },
    ],
    'PUT /api/admin/users/:id': [{ isActive: true }, { role: 'manager', email: 'fuzz-user@staff.example' }],
    'POST /api/orders/quote': [
      { items: [{ menuItemId: 1, quantity: 2 }] },
      { pickupTime: 'asap', items: [pickupLine] },
    ],
    'POST /api/orders': [pickupOrder()],
    'POST /api/admin/online-orders': [
      { ...pickupOrder(), email: undefined, confirmWarnings: true },
      { ...pickupOrder(), phone: '+251 911 000 111' },
    ],
    'POST /api/admin/online-orders/:id/status': [
      { status: 'accepted', readyInMinutes: 20 },
      { status: 'rejected', reason: 'The kitchen closes early tonight' },
    ],
    'PUT /api/admin/ordering-settings': [{ prepMinutes: 25 }, { autoAccept: false, slotLoadCapacity: 20 }],
    'POST /api/admin/ordering/pause': [{ minutes: 15, reason: 'The kitchen is very busy' }, { untilTomorrow: true }],
    'POST /api/admin/event-packages': [hallPackage],
    'PUT /api/admin/event-packages/:id': [{ ...hallPackage, isActive: false }],
    'PUT /api/admin/hall-settings': [hallSettings],
    'POST /api/admin/hall-closures': [{ startDate: daysAhead(60), endDate: daysAhead(61), label: 'Fuzz closure' }],
    'POST /api/event-bookings': [hallRequest()],
    'PUT /api/admin/site-content/photos/:place': [{ photos: [] }],
    'PUT /api/admin/site-content/testimonials/:place': [{ testimonials: [testimonial] }, { testimonials: [] }],
    'PUT /api/admin/site-content/announcement': [
      {
        text: 'Closed early today',
        translations: { am: { text: 'ዛሬ ቀደም ብለን እንዘጋለን' } },
        link: '/menu',
        startsAt: `${daysAhead(1)}T15:00:00Z`,
        endsAt: `${daysAhead(2)}T23:00:00Z`,
      },
    ],
  };
}
