// @vitest-environment happy-dom
import { startTransition, Suspense, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { areaI18n, I18nProvider } from './i18n';
import { useMessageText } from './messages';
import type { Message } from '@shared/messages/message';
import { messagesAm } from '@/i18n/parts/messages.am';

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/**
 * Renders `children` at /am in a transition into a boundary already on screen, as a section
 * coming into view does: React keeps what is shown, waits for what suspends and replays it.
 */
async function renderInAmharic(children: ReactNode): Promise<{ container: HTMLElement; recovered: unknown[] }> {
  const container = document.createElement('div');
  document.body.append(container);
  const recovered: unknown[] = [];
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  mounted.push(() => {
    root.unmount();
    container.remove();
  });
  const { hook } = memoryLocation({ path: '/am' });
  const page = (content: ReactNode) => (
    <Router hook={hook}>
      <I18nProvider>
        <Suspense fallback={<p>Loading</p>}>{content}</Suspense>
      </I18nProvider>
    </Router>
  );
  root.render(page('Page'));
  await waitForText(container, 'Page');
  startTransition(() => root.render(page(children)));
  return { container, recovered };
}

async function waitForText(container: HTMLElement, text: string): Promise<void> {
  for (let tries = 0; tries < 100 && container.textContent !== text; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(container.textContent).toBe(text);
}

test('an area whose texts arrive while it renders shows them, without a render React has to recover from', async () => {
  // Loaded at once: React replays the suspended render rather than start it again.
  const useGreetingI18n = areaI18n(
    { greeting: 'Welcome' },
    { './parts/greeting.am.ts': () => Promise.resolve({ greetingAm: { greeting: 'እንኳን ደህና መጡ' } }) },
  );
  function Greeting() {
    const { t } = useGreetingI18n();
    const [guests] = useState(2);
    return <p>{`${t('greeting')} ${guests}`}</p>;
  }

  const { container, recovered } = await renderInAmharic(<Greeting />);
  await waitForText(container, 'እንኳን ደህና መጡ 2');
  expect(recovered).toEqual([]);

  // Rendered again once its texts are here: read at once, without suspending.
  const again = await renderInAmharic(<Greeting />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(again.container.textContent).toBe('እንኳን ደህና መጡ 2');
  expect(again.recovered).toEqual([]);
});

test('an area whose texts cannot be fetched shows English', async () => {
  const useGreetingI18n = areaI18n(
    { greeting: 'Welcome' },
    { './parts/greeting.am.ts': () => Promise.reject(new Error('offline')) },
  );
  function Greeting() {
    const { t } = useGreetingI18n();
    return <p>{t('greeting')}</p>;
  }

  const { container, recovered } = await renderInAmharic(<Greeting />);
  await waitForText(container, 'Welcome');
  expect(recovered).toEqual([]);
});

test('a form whose rule texts arrive while it renders words them in Amharic, without a render React has to recover from', async () => {
  function EmailRule() {
    const text = useMessageText();
    const [message] = useState<Message>({ key: 'field.email' });
    return <p>{text(message)}</p>;
  }

  const { container, recovered } = await renderInAmharic(<EmailRule />);
  await waitForText(container, messagesAm['field.email']);
  expect(recovered).toEqual([]);
});
