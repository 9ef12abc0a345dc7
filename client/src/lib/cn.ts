import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (see
 * docs/decisions/004-class-names-without-tailwind-merge.md): primitives offer variants, and a
 * caller's className adds utilities rather than overriding ones the primitive sets.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
