import { telHref } from '@shared/business-info';

/** A sentence with a `{phone}` placeholder, the number in it a link to call. */
export function TextWithPhone({ text, phone }: { text: string; phone: string }) {
  const [before, after = ''] = text.split('{phone}');
  return (
    <>
      {before}
      <a href={telHref(phone)} className="whitespace-nowrap font-semibold text-primary underline underline-offset-2">
        {phone}
      </a>
      {after}
    </>
  );
}
