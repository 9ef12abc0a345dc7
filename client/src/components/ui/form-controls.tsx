import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { loadMessages } from '@/lib/messages';
import { MessageText } from './message-text';

const control =
  'block w-full rounded-lg border border-border bg-card px-3.5 py-2.5 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:border-primary aria-[invalid=true]:border-destructive disabled:opacity-60';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(control, 'min-h-11', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, 'min-h-24', className)} {...props} />;
});

/** The phone's own picker: the best choice list on a small screen. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, ...props }, ref) {
    return <select ref={ref} className={cn(control, 'min-h-11 appearance-auto', className)} {...props} />;
  },
);

interface FieldProps {
  label: string;
  /** The field's error: words already translated, or a rule's message key (a `msg()` string), shown in the page's language. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Receives the id, the describedby ids and the invalid flag to spread on the control. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** A label, a control, a hint and an error, wired together for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const { language } = useI18n();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    // The words of the rules' messages are fetched once a person starts on a form, not with every page.
    <div className={cn('grid gap-1.5', className)} onFocusCapture={() => void loadMessages(language)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          <MessageText text={error} />
        </p>
      )}
    </div>
  );
}
