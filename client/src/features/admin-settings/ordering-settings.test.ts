import { describe, expect, test } from 'vitest';
import { previewTaxRate } from './ordering-settings';

describe('the ordering settings form', () => {
  test('shows the rate orders pay: the rate, plus 3% downtown', () => {
    expect(previewTaxRate('9.025', false)).toBe('9.025');
    expect(previewTaxRate('9.025', true)).toBe('12.025');
    expect(previewTaxRate('8', true)).toBe('11');
  });

  test('shows nothing while the rate is not a percent', () => {
    expect(previewTaxRate('nine', false)).toBeNull();
    expect(previewTaxRate('', true)).toBeNull();
  });
});
