import { z } from 'zod';
import { moneyString, optionalText, requiredText, sitePath } from './common';

export const menuItemSchema = z.object({
  name: requiredText('Name is required', 120),
  description: requiredText('Description is required', 1000),
  price: moneyString('Price is required'),
  category: requiredText('Category is required', 60),
  image: sitePath('Use an uploaded image or an image path on this site'),
  ingredients: optionalText(1000),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  specials: optionalText(500),
  available: z.boolean().default(true),
  featured: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const menuQuerySchema = z.object({
  category: z.string().trim().max(60).optional(),
});

export const categorySchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(60, 'Category name must be at most 60 characters'),
  displayOrder: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});

export const categoryUpdateSchema = categorySchema.partial();

export type MenuItemInput = z.infer<typeof menuItemSchema>;
export type MenuItemFormValues = z.input<typeof menuItemSchema>;
export type CategoryInput = z.infer<typeof categorySchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
