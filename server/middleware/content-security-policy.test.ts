import express from 'express';
import request from 'supertest';
import { expect, test } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const app = express();
app.use(contentSecurityPolicy());
app.get('/{*path}', (_req, res) => {
  res.send('<!doctype html><title>page</title>');
});

async function scriptSrc(path: string): Promise<string | undefined> {
  const policy = (await request(app).get(path)).headers['content-security-policy'] ?? '';
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));
}

test('the back office may compile the QR scanner’s WebAssembly; no page may evaluate script or run it inline', async () => {
  for (const path of ['/admin', '/admin/gift-cards'])
    expect(await scriptSrc(path), path).toBe("script-src 'self' 'wasm-unsafe-eval'");
  for (const path of ['/', '/am', '/gift-card', '/gift-card/balance', '/administration', '/am/admin'])
    expect(await scriptSrc(path), path).toBe("script-src 'self'");
});
