import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A "Website" field hidden from people and assistive technology: bots fill it in, and the server
 * refuses what they send. `registration` is `register('website')`.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
