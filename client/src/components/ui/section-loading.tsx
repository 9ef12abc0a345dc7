/** The loading line of a section that is not shown yet: the home page's lower sections, the contact form. */
export function SectionLoading({ text }: { text: string }) {
  return (
    <div className="mx-auto flex min-h-48 max-w-6xl flex-col items-center justify-center gap-3 px-4 py-16">
      <span aria-hidden="true" className="flex gap-1.5">
        <span className="size-2 animate-pulse rounded-full bg-primary" />
        <span className="size-2 animate-pulse rounded-full bg-accent [animation-delay:150ms]" />
        <span className="size-2 animate-pulse rounded-full bg-success [animation-delay:300ms]" />
      </span>
      <p role="status" className="text-muted-foreground">
        {text}
      </p>
    </div>
  );
}
