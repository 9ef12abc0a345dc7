import { describe, expect, test } from 'vitest';
import { createAdminUserSchema } from './admin-user';
import { isStatusOnlyUpdate } from './common';
import { imageUploadProblem } from './image-upload';
import { businessInfoSchema } from './settings';
import { DEFAULT_BUSINESS_INFO } from '../business-info';
import { forgotPasswordSchema, loginSchema, passwordResetSchema } from './auth';
import { cateringSchema, sendQuoteSchema } from './catering';
import { giftCardPurchaseSchema } from './gift-card';
import { categorySchema, menuItemSchema } from './menu';
import { publicReservationSchema, reservationSchema } from './reservation';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const validReservation = {
  firstName: 'Selam',
  lastName: 'Tesfaye',
  email: 'selam@example.com',
  phone: '612-555-0101',
  date: '2026-12-05',
  time: '18:30',
  guests: 4,
};

describe('the agreed form messages', () => {
  test('reservation', () => {
    expect(messages(reservationSchema.safeParse({ guests: 0 }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      date: 'Date is required',
      time: 'Time is required',
      guests: 'At least 1 guest required',
    });
    expect(messages(reservationSchema.safeParse({ ...validReservation, guests: 21 }))).toEqual({ guests: 'Maximum 20 guests' });
    expect(reservationSchema.parse(validReservation).status).toBe('pending');
    expect(publicReservationSchema.safeParse({ ...validReservation, guests: 11 }).success).toBe(false);
    expect(publicReservationSchema.safeParse({ ...validReservation, guests: 10 }).success).toBe(true);
  });

  test('catering', () => {
    expect(messages(cateringSchema.safeParse({ guestCount: 9 }))).toMatchObject({
      eventDate: 'Event date is required',
      eventTime: 'Event time is required',
      eventType: 'Event type is required',
      guestCount: 'Minimum 10 guests for catering',
      deliveryAddress: 'Delivery address is required',
      serviceType: 'Service type is required',
    });
    expect(messages(cateringSchema.safeParse({ guestCount: 501 })).guestCount).toBe('Maximum 500 guests');
    expect(messages(sendQuoteSchema.safeParse({}))).toEqual({ quotedAmount: 'Quote amount is required' });
    expect(sendQuoteSchema.parse({ quotedAmount: '1250' }).quotedAmount).toBe('1250.00');
  });

  test('admin user, login and password reset', () => {
    expect(messages(createAdminUserSchema.safeParse({}))).toEqual({
      username: 'Username and password are required',
      passwordHash: 'Username and password are required',
    });
    expect(createAdminUserSchema.parse({ username: 'host', passwordHash: 'abcdefgh' })).toMatchObject({ role: 'admin', isActive: true });
    expect(messages(loginSchema.safeParse({}))).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'Valid email is required' });
    expect(messages(passwordResetSchema.safeParse({ password: 'short', confirmPassword: '' }))).toEqual({
      token: 'Reset token is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password confirmation is required',
    });
    expect(messages(passwordResetSchema.safeParse({ token: 't', password: 'abcdefgh', confirmPassword: 'abcdefgx' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  test('menu item, category and gift card', () => {
    expect(messages(menuItemSchema.safeParse({ price: '' }))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
    });
    expect(menuItemSchema.parse({ name: 'Tibs', description: 'Beef', price: '18.5', category: 'Meat Dishes' }).price).toBe('18.50');
    expect(categorySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(messages(giftCardPurchaseSchema.safeParse({ amount: 5, recipientName: '', recipientEmail: 'x', senderName: '', message: 'm'.repeat(251) }))).toEqual({
      amount: 'Minimum amount is $10',
      recipientName: 'Recipient name is required',
      recipientEmail: 'Valid email is required',
      senderName: 'Your name is required',
      message: 'Message must be under 250 characters',
    });
    expect(messages(giftCardPurchaseSchema.safeParse({ amount: 501 })).amount).toBe('Maximum amount is $500');
  });
});

describe('request shapes', () => {
  test('a body with only status is a quick status change; anything else is the full form', () => {
    expect(isStatusOnlyUpdate({ status: 'confirmed' })).toBe(true);
    expect(isStatusOnlyUpdate({ ...validReservation, status: 'confirmed' })).toBe(false);
    expect(isStatusOnlyUpdate({})).toBe(false);
    expect(isStatusOnlyUpdate(['status'])).toBe(false);
    expect(isStatusOnlyUpdate(null)).toBe(false);
  });

  test('menu images are paths on this site, never another origin or a script', () => {
    const base = { name: 'Tibs', description: 'Beef', price: '18.50', category: 'Meat Dishes' };
    expect(menuItemSchema.parse({ ...base, image: '/api/images/3f2a' }).image).toBe('/api/images/3f2a');
    expect(menuItemSchema.parse({ ...base, image: '' }).image).toBeNull();
    for (const image of ['https://evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)', '/x"onerror=1']) {
      expect(menuItemSchema.safeParse({ ...base, image }).success, image).toBe(false);
    }
  });

  test('social and delivery links must be https', () => {
    const withLink = (facebook: string) => ({ ...DEFAULT_BUSINESS_INFO, social: { ...DEFAULT_BUSINESS_INFO.social, facebook } });
    expect(businessInfoSchema.safeParse(DEFAULT_BUSINESS_INFO).success).toBe(true);
    expect(businessInfoSchema.safeParse(withLink('javascript:alert(1)')).success).toBe(false);
    expect(businessInfoSchema.safeParse(withLink('http://facebook.com/x')).success).toBe(false);
  });

  test('the image uploader refuses non-images and files over 5 MB', () => {
    expect(imageUploadProblem({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(imageUploadProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(imageUploadProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
