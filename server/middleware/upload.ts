import type { RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_UPLOAD } from '@shared/schemas/image-upload';
import { AppError } from '../errors';
import { msg } from '@shared/messages/message';

const FILE_NAME_REFUSED = msg('image.fileName');

/** Browsers send a bare file name; a folder path, '.' or '..', or a control character is hostile. */
function isHostileFileName(name: string): boolean {
  if (name.includes('/') || name.includes('\\') || name === '.' || name === '..') return true;
  return [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

const readImage = multer({
  storage: multer.memoryStorage(),
  // Busboy would quietly cut a path down to its last part; kept whole, it can be refused.
  preservePath: true,
  fileFilter: (_req, file, accept) => {
    if (isHostileFileName(file.originalname)) accept(AppError.badRequest(FILE_NAME_REFUSED));
    else accept(null, true);
  },
  limits: {
    fileSize: IMAGE_UPLOAD.maxBytes,
    files: 1,
    fields: 10,
    fieldSize: 10_000,
    parts: 12,
    headerPairs: 50,
  },
}).single(IMAGE_UPLOAD.field);

/**
 * Reads one image from the multipart field `image` into memory (req.file). Mount it after
 * requirePermission, so nothing is buffered for a visitor who may not upload. Multer drains
 * the rest of a refused body before the answer goes out, so the browser sees the 413.
 */
export const imageUpload: RequestHandler = (req, res, next) => {
  // The connection may have closed while the permission check before this ran, before anything
  // read the body; multer would then wait for good on a body that can no longer arrive.
  if (req.destroyed && !req.readableEnded)
    return next(uploadError(new Error('The connection closed before the upload was read')));
  readImage(req, res, (error: unknown) => next(error ? uploadError(error) : undefined));
};

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return AppError.payloadTooLarge(msg('image.tooLarge'));
      case 'LIMIT_UNEXPECTED_FILE':
        return AppError.badRequest(msg('image.invalidType'));
      case 'LIMIT_FILE_COUNT':
        return AppError.badRequest(msg('image.oneOnly'));
    }
  }
  // Malformed multipart (no boundary, cut-off body) or a client that went away.
  return AppError.badRequest(msg('image.unreadable'));
}
