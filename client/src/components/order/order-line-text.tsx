import type { SiteLanguage } from '@shared/language-path';
import type { NameTranslations } from '@shared/schemas/ordering';
import { nameIn } from '@/lib/cart/name-text';

/** A line's dish name and, under it, its chosen options ("Medium, 100% teff injera"), each in the page's language. */
export function OrderLineText({
  name,
  options,
  language,
}: {
  name: { name: string; translations?: NameTranslations | null };
  options: { name: string; translations?: NameTranslations | null }[];
  language: SiteLanguage;
}) {
  const dish = nameIn(name, language);
  return (
    <>
      <span lang={dish.lang} className="font-semibold">
        {dish.text}
      </span>
      {options.length > 0 && (
        <span className="block text-sm text-muted-foreground">
          {options.map((option, index) => {
            const text = nameIn(option, language);
            return (
              <span key={index} lang={text.lang}>
                {index > 0 && ', '}
                {text.text}
              </span>
            );
          })}
        </span>
      )}
    </>
  );
}
