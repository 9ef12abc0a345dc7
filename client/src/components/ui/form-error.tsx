import { cn } from '@/lib/cn';
import { MessageText } from './message-text';

/**
 * A message about a form or a part of it that is not one text field (a server refusal, a group
 * of choices, a list), read out when it appears. A rule's key is worded in the reader's language.
 */
export function FormError({ text, id, className }: { text: string | null | undefined; id?: string; className?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      <MessageText text={text} />
    </p>
  );
}
