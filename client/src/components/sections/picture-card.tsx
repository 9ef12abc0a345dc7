import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PictureCardProps {
  /** `alt` is already translated; empty where the text beside it says it all. */
  image: { src: string; alt: string; width: number; height: number };
  /** The list item's own layout and border, added to the card's surface. */
  className?: string;
  bodyClassName: string;
  children: ReactNode;
}

/** A card of a list: a 4:3 picture across the top, its texts beneath. */
export function PictureCard({ image, className, bodyClassName, children }: PictureCardProps) {
  return (
    <li className={cn('overflow-hidden rounded-[var(--radius-card)] bg-card shadow-[var(--shadow-card)]', className)}>
      <img {...image} loading="lazy" decoding="async" className="aspect-[4/3] h-auto w-full object-cover" />
      <div className={bodyClassName}>{children}</div>
    </li>
  );
}
