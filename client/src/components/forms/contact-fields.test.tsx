import { useForm } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { renderMarkup } from '@/test/render-markup';
import { ContactFields } from './contact-fields';

const EMPTY = { firstName: '', lastName: '', name: '', email: '', phone: '' };

function Form({ oneName = false, autofill }: { oneName?: boolean; autofill?: boolean }) {
  const form = useForm({ defaultValues: EMPTY });
  const labelOf = (field: string) => `Label ${field}`;
  return oneName ? (
    <ContactFields form={form} oneName labelOf={labelOf} autofill={autofill} />
  ) : (
    <ContactFields form={form} labelOf={labelOf} autofill={autofill} />
  );
}

const inputs = (html: string) => [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);

describe('ContactFields', () => {
  test('first and last name, email and phone, each labelled and filled from the person’s own details', () => {
    const html = renderMarkup(<Form />, '/', []);
    for (const field of ['firstName', 'lastName', 'email', 'phone'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>Label ${field}</label>`));
    expect(inputs(html).map((input) => /autoComplete="([^"]+)"/.exec(input)?.[1])).toEqual([
      'given-name',
      'family-name',
      'email',
      'tel',
    ]);
    expect(inputs(html)[2]).toContain('type="email"');
    expect(inputs(html)[3]).toContain('type="tel"');
  });

  test('one name field; no autofill where staff type in a guest’s details', () => {
    const html = renderMarkup(<Form oneName autofill={false} />, '/', []);
    expect(html).toContain('Label name');
    expect(html).not.toContain('Label firstName');
    expect(inputs(html).map((input) => /name="([^"]+)"/.exec(input)?.[1])).toEqual(['name', 'email', 'phone']);
    for (const input of inputs(html)) expect(input).toContain('autoComplete="off"');
  });
});
