import type { Page } from '@playwright/test';
import { formatAddress } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';

/**
 * The share of the page's visible letters that are Ethiopic, once the names and numbers that stay
 * as they are in any language are left out: the business's and the hall's names, addresses,
 * e-mail addresses, phone numbers and prices, and `kept`, the names a page shows as people typed
 * them (diners', usernames, gift-card codes). `latin` lists the Latin words that were counted.
 */
export async function ethiopicShare(
  page: Page,
  site: SiteInfo,
  kept: readonly string[] = [],
): Promise<{ share: number; latin: string }> {
  let text = await page.locator('body').innerText();
  const business = [
    site.business.name,
    site.business.hallName,
    formatAddress(site.business.address),
    formatAddress(site.business.hallAddress),
    site.business.address.street,
    site.business.hallAddress.street,
  ];
  // Longest first, so a full name goes before a part of it.
  for (const words of [...business, ...kept].filter(Boolean).sort((a, b) => b.length - a.length))
    text = text.split(words).join(' ');
  text = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\+?\(?\d[\d\s().-]{6,}\d/g, ' ')
    .replace(/\$\d[\d,]*(\.\d\d)?/g, ' ');
  const ethiopic = text.match(/[\u1200-\u139F\u2D80-\u2DDF]/g)?.length ?? 0;
  const latinWords = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  const latin = latinWords.join('').length;
  return { share: ethiopic / Math.max(1, ethiopic + latin), latin: [...new Set(latinWords)].join(' ') };
}

/** The site's settings as the public API gives them: the business name and addresses to leave out. */
export async function siteInfo(page: Page): Promise<SiteInfo> {
  return (await (await page.request.get('/api/site-info')).json()) as SiteInfo;
}

/**
 * The visible texts in Ethiopic letters not drawn in Noto Sans Ethiopic: a font the page names
 * first may lack Ge'ez and show boxes where the letters should be. One line per element.
 */
export async function ethiopicInOtherFonts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (
        !element ||
        !/[\u1200-\u139F\u2D80-\u2DDF]/u.test(walker.currentNode.textContent ?? '') ||
        !element.checkVisibility()
      )
        continue;
      const first = getComputedStyle(element).fontFamily.split(',')[0]!.trim().replace(/["']/g, '');
      if (first !== 'Noto Sans Ethiopic')
        found.add(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} (${first}): ${element.textContent!.trim().slice(0, 40)}`,
        );
    }
    return [...found];
  });
}
