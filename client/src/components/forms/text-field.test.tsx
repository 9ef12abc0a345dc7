import { describe, expect, test } from 'vitest';
import { renderMarkup } from '@/test/render-markup';
import { TextField } from './text-field';

const registration = {
  name: 'email',
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
};

function render(error?: string) {
  return renderMarkup(
    <TextField label="Email" error={error} type="email" autoComplete="email" registration={registration} />,
    '/',
    [],
  );
}

describe('TextField', () => {
  test('the label names the input, which carries its own attributes and the registered name', () => {
    const html = render();
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['type="email"', 'autoComplete="email"', 'name="email"'])
      expect(input).toContain(attribute);
    expect(html).not.toContain('aria-invalid');
  });

  test('an error is shown under the input, which is marked invalid and described by it', () => {
    const html = render('Enter a valid email');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="([^"]+-error)"[\s\S]*id="\1" role="alert"/);
    expect(html).toContain('Enter a valid email');
  });
});
