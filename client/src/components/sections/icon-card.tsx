import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface IconCardProps {
  /** A decorative illustration: the card's texts say it all. */
  icon: string;
  /** Its drawn size in pixels (square). */
  size: number;
  /** The card's own layout and padding, added to its surface. */
  className: string;
  iconClassName: string;
  children: ReactNode;
}

/** A card of a list that starts with a small illustration, its texts after it. */
export function IconCard({ icon, size, className, iconClassName, children }: IconCardProps) {
  return (
    <li className={cn('rounded-[var(--radius-card)] bg-card shadow-[var(--shadow-card)]', className)}>
      <img src={icon} alt="" width={size} height={size} loading="lazy" className={iconClassName} />
      {children}
    </li>
  );
}
