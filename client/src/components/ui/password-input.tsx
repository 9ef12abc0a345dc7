import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from './form-controls';
import { EyeIcon } from './icons';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Labels of the eye button, already translated. */
  showLabel: string;
  hideLabel: string;
}

/** A password field with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className="pr-12" spellCheck={false} {...props} />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={visible ? hideLabel : showLabel}
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
      >
        <EyeIcon crossed={visible} className="size-5" />
      </button>
    </div>
  );
});
