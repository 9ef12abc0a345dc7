import { PassThrough } from 'node:stream';
import type { Request, Response } from 'express';
import { describe, expect, test } from 'vitest';
import { AppError } from '../errors';
import { imageUpload } from './upload';

/** A multipart upload whose connection closed before anything read its body. */
function closedUpload(): Request {
  const req = new PassThrough();
  Object.assign(req, {
    method: 'POST',
    url: '/api/upload-image',
    headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': '5000' },
  });
  req.write('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG');
  req.destroy();
  return req as unknown as Request;
}

describe('imageUpload', () => {
  test('a connection closed before the upload is read (say, during the sign-in check) is answered 400, not left waiting', async () => {
    const req = closedUpload();
    await new Promise((resolve) => setImmediate(resolve));
    const error = await new Promise<unknown>((resolve) => imageUpload(req, {} as Response, resolve));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe('The upload could not be read. Please try again.');
  });
});
