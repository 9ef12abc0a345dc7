import { cn } from '@/lib/cn';
import { MessageText } from './message-text';

interface FormErrorProps {
  text: string | null | undefined;
  id?: string;
  className?: string;
  /** Boxed, at the top of a form: why the whole form was refused (wrong password, a full day). */
  boxed?: boolean;
}

/**
 * A message about a form or a part of it that is not one text field (a server refusal, a group
 * of choices, a list), read out when it appears. A rule's key is worded in the reader's language;
 * plain words show as they are.
 */
export function FormError({ text, id, className, boxed = false }: FormErrorProps) {
  if (!text) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        'text-sm font-medium text-destructive',
        boxed && 'rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2',
        className,
      )}
    >
      <MessageText text={text} />
    </p>
  );
}
