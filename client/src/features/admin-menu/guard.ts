/** What `useGuard` gives a control the role may not use (disabled, a tooltip, the note's id): spread on the control. */
export type Guard = { disabled?: boolean; title?: string; 'aria-describedby'?: string };
