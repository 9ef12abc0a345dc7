import type { Page } from '@playwright/test';

/**
 * The visible texts that run out of their box: a label past its button, link, tab, menu item or
 * badge, or a word past the cell or card holding it. Texts cut on purpose (an ancestor that hides
 * or scrolls its overflow) and badges placed over a control's corner are not counted.
 */
export async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !parent.checkVisibility()) continue;
      // The box the text must fit: its control (a button, link, tab, menu item or badge), else the
      // nearest element that is not an inline run of text (a flex item, a cell, a card).
      let box = parent.closest<HTMLElement>(
        'button, a, label, [role="tab"], [role="menuitem"], [class*="rounded-full"]',
      );
      if (!box) for (box = parent; box && getComputedStyle(box).display === 'inline'; box = box.parentElement);
      if (!box) continue;
      let cut = false;
      for (
        let element: HTMLElement | null = parent;
        element && !cut;
        element = element === box ? null : element.parentElement
      ) {
        const style = getComputedStyle(element);
        cut = style.overflowX !== 'visible' || style.position === 'absolute';
      }
      if (cut) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const bounds = box.getBoundingClientRect();
      if (text.width > 0 && (text.left < bounds.left - 1 || text.right > bounds.right + 1)) {
        found.add(
          `${box.tagName.toLowerCase()} ${Math.round(bounds.width)} px: "${node.textContent.trim().slice(0, 50)}" is ${Math.round(text.width)} px`,
        );
      }
    }
    return [...found];
  });
}
