import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon } from '@/components/ui/icons';

const SIZES = {
  /** Where it replaces the booking form. */
  large: { mark: 'size-11', icon: 'size-6', title: 'text-2xl' },
  /** In a dialog. */
  small: { mark: 'size-10', icon: 'size-5', title: 'text-xl' },
};

/**
 * A green check and the news beside it ("Your table is booked"), as the heading of what replaced a
 * form: the heading takes the focus when shown, so a screen reader reads it first.
 */
export function SuccessHeading({ size, children }: { size: keyof typeof SIZES; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const sizes = SIZES[size];
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`inline-flex ${sizes.mark} shrink-0 items-center justify-center rounded-full bg-success text-success-foreground`}
      >
        <CheckIcon className={sizes.icon} strokeWidth="2.5" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className={`self-center ${sizes.title} font-semibold outline-none`}>
        {children}
      </h3>
    </div>
  );
}
