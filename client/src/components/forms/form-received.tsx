import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';

interface FormReceivedProps {
  /** The heading, which takes the focus so a screen reader reads the news first. */
  title: string;
  /** The request's number, already worded ("Request number 12"). */
  reference: string;
  againLabel: string;
  onAgain: () => void;
  /** What happens next, as paragraphs. */
  children: ReactNode;
}

/** The confirmation that replaces a public form once its request is stored. */
export function FormReceived({ title, reference, againLabel, onAgain, children }: FormReceivedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-[var(--radius-card)] border border-success/40 bg-success/10 p-6 text-center sm:p-10"
    >
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
        <CheckIcon className="size-7" strokeWidth="2.5" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">
        {title}
      </h3>
      {children}
      <p className="mt-2 text-sm text-muted-foreground">{reference}</p>
      <Button variant="secondary" className="mt-6" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
