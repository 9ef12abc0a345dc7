import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test-support/api/fail-on-console-error';
import { errorHandler } from './error-handler';

function logLineFor(originalUrl: string): string {
  const logged = expectConsoleError();
  logged.mockClear();
  const res = { headersSent: false, setHeader: vi.fn(), status: vi.fn().mockReturnThis(), json: vi.fn() };
  errorHandler(new Error('boom'), { method: 'GET', originalUrl } as Request, res as unknown as Response, vi.fn());
  expect(res.status).toHaveBeenCalledWith(500);
  return String(logged.mock.calls[0]?.[0]);
}

describe('the error log', () => {
  it('cuts the secret out of the links that carry one', () => {
    expect(logLineFor('/api/events/request/Req_secret-123/confirm')).toBe(
      '[error] GET /api/events/request/(removed)/confirm',
    );
    expect(logLineFor('/api/events/proposal/Prop_secret-456?x=1')).toBe(
      '[error] GET /api/events/proposal/(removed)?x=1',
    );
    expect(logLineFor('/api/manage/reservations/Manage_secret')).toBe('[error] GET /api/manage/reservations/(removed)');
    expect(logLineFor('/api/orders/status/Order_secret/cancel')).toBe(
      '[error] GET /api/orders/status/(removed)/cancel',
    );
    expect(logLineFor('/api/waitlist/offers/Offer_secret')).toBe('[error] GET /api/waitlist/offers/(removed)');
  });

  it('keeps other addresses whole', () => {
    expect(logLineFor('/api/admin/event-bookings/12')).toBe('[error] GET /api/admin/event-bookings/12');
  });
});
