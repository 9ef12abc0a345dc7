import { ORDERING } from '@shared/ordering-constants';
import { cn } from '@/lib/cn';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The field's visible or screen-reader name, e.g. "Quantity" or "Quantity, Doro Wot". */
  label: string;
  lessLabel: string;
  moreLabel: string;
  className?: string;
}

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-lg font-semibold hover:bg-muted disabled:opacity-40';

/** Minus, the number, plus: 1 to ORDERING.maxQuantityPerLine portions. */
export function QuantityStepper({ value, onChange, label, lessLabel, moreLabel, className }: QuantityStepperProps) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex items-center gap-2', className)}>
      <button
        type="button"
        className={BUTTON}
        aria-label={lessLabel}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={BUTTON}
        aria-label={moreLabel}
        disabled={value >= ORDERING.maxQuantityPerLine}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
