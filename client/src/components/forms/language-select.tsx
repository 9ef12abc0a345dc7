import { forwardRef, type ComponentProps } from 'react';
import { LANGUAGES } from '@shared/language-path';
import { NativeSelect } from '@/components/ui/form-controls';

/**
 * A choice of the languages the site speaks, each named in itself ("English", "አማርኛ") and
 * marked with its language, as the language picker names them.
 */
export const LanguageSelect = forwardRef<HTMLSelectElement, Omit<ComponentProps<'select'>, 'children'>>(
  function LanguageSelect(props, ref) {
    return (
      <NativeSelect ref={ref} {...props}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </NativeSelect>
    );
  },
);

/** A language's own name ("አማርኛ"), marked with that language; a code no longer spoken shows as English. */
export function LanguageName({ code }: { code: string }) {
  const language = LANGUAGES.find((entry) => entry.code === code) ?? LANGUAGES[0];
  return <span lang={language.code}>{language.nativeName}</span>;
}
