import express from 'express';
import request from 'supertest';
import { expect, test } from 'vitest';
import { permissionsPolicy } from './permissions-policy';

const app = express();
app.use(permissionsPolicy());
app.get('/{*path}', (_req, res) => {
  res.send('<!doctype html><title>page</title>');
});

async function directives(path: string): Promise<Map<string, string>> {
  const policy = (await request(app).get(path)).headers['permissions-policy'] ?? '';
  return new Map(policy.split(',').map((directive) => directive.trim().split('=') as [string, string]));
}

test('the camera is for the back office’s QR scanner alone; the powerful features the site never uses are off everywhere', async () => {
  for (const path of ['/admin', '/admin/gift-cards'])
    expect((await directives(path)).get('camera'), path).toBe('(self)');
  for (const path of ['/', '/am', '/menu', '/gift-card/balance', '/administration', '/am/admin', '/api/health']) {
    const policy = await directives(path);
    expect(policy.get('camera'), path).toBe('()');
  }
  for (const path of ['/', '/admin']) {
    const policy = await directives(path);
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'browsing-topics'])
      expect(policy.get(feature), `${path} ${feature}`).toBe('()');
  }
});
