import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Router } from 'wouter';
import { I18nProvider } from '@/lib/i18n';
import { MessageText } from './message-text';

/**
 * Rendered before the message texts of /am have arrived. The first render starts fetching them,
 * so the key's case, which would change once they are here, comes first.
 */
const beforeTheTexts = (text: string) =>
  renderToStaticMarkup(
    <Router ssrPath="/am">
      <I18nProvider>
        <MessageText text={text} />
      </I18nProvider>
    </Router>,
  );

test('a rule key waits for its words rather than show the key', () => {
  expect(beforeTheTexts('field.email')).toBe('');
});

test('plain words show at once, without waiting for the message texts', () => {
  expect(beforeTheTexts('Invalid username or password')).toBe('Invalid username or password');
});
