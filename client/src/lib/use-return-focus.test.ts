import { afterEach, describe, expect, test, vi } from 'vitest';
import { returnFocusHandlers } from './use-return-focus';

class FakeElement {
  focus = vi.fn();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function focusOn(element: unknown) {
  vi.stubGlobal('HTMLElement', FakeElement);
  vi.stubGlobal('document', { activeElement: element });
}

describe('returnFocusHandlers', () => {
  test('on close, focus goes back to what had it when the dialog opened, not where Radix would send it', () => {
    const opener = new FakeElement();
    focusOn(opener);
    const handlers = returnFocusHandlers();
    handlers.onOpenAutoFocus();
    focusOn(new FakeElement());

    const event = { preventDefault: vi.fn() };
    handlers.onCloseAutoFocus(event as unknown as Event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(opener.focus).toHaveBeenCalledOnce();
  });

  test('nothing is focused on close when no element had focus', () => {
    focusOn(null);
    const handlers = returnFocusHandlers();
    handlers.onOpenAutoFocus();
    const event = { preventDefault: vi.fn() };
    expect(() => handlers.onCloseAutoFocus(event as unknown as Event)).not.toThrow();
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
