import { cn } from '@/lib/cn';

/** The status line a public page shows in place of what waits for the site's settings. */
export function LoadingText({ text, id, className }: { text: string; id?: string; className?: string }) {
  return (
    <p id={id} role="status" className={cn(className, 'text-muted-foreground')}>
      {text}
    </p>
  );
}
