import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type request from 'supertest';
import { expect } from 'vitest';
import type { ImageUploadResponse } from '@shared/schemas/image-upload';
import type { TestContext } from './test-app';

type Agent = ReturnType<typeof request.agent>;

/** The variant files the image cache holds for an image, by key, sorted (the original left out). */
export async function variantsMade(ctx: TestContext, imageId: string): Promise<string[]> {
  const files = await readdir(join(ctx.app.context.imageCache.dir, imageId)).catch(() => [] as string[]);
  return files.filter((name) => name !== 'original' && !name.endsWith('.tmp')).sort();
}

/** A photo of one colour, for tests that need an image of a given size and nothing else. */
export function solidImage(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
}

/** `POST /api/upload-image` with one file, as the back office sends it. */
export function postImage(agent: Agent, file: Buffer, filename: string, contentType: string) {
  return agent.post('/api/upload-image').attach('image', file, { filename, contentType });
}

/** Uploads a file that must be stored; answers its URL ("/api/images/<id>"), id and the whole answer. */
export async function uploadedImage(
  agent: Agent,
  file: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): Promise<{ url: string; id: string; body: ImageUploadResponse }> {
  const res = await postImage(agent, file, filename, contentType);
  expect(res.status).toBe(201);
  const body = res.body as ImageUploadResponse;
  return { url: body.imageUrl, id: body.imageUrl.split('/').pop()!, body };
}
