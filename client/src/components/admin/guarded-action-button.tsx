import { Button, type ButtonProps } from '@/components/ui/button';

interface GuardedActionButtonProps extends ButtonProps {
  /** From useGuard: the role's permission, and what a control it may not use carries. */
  manage: { allowed: boolean; guard: { disabled?: boolean; title?: string; 'aria-describedby'?: string } };
}

/**
 * A small action button of a back-office card, a full finger's height on a phone; shown
 * disabled, with the reason, to a role that may not use it. `disabled` adds other reasons.
 */
export function GuardedActionButton({ manage, disabled, ...props }: GuardedActionButtonProps) {
  return (
    <Button size="sm" className="max-sm:min-h-11" {...props} {...manage.guard} disabled={!manage.allowed || disabled} />
  );
}
