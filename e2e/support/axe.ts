import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's serious and critical violations on the page, or inside `include` (a CSS selector), against
 * WCAG 2.1 A and AA and, unless `wcagOnly`, best practice; one line each.
 *
 * One `axe.run` in the page ("legacy mode"): the pages have no frames, which the default mode runs
 * one by one and then gathers in a blank page of its own, at twice the time on a long page. Passing
 * rules keep one example node each rather than every node (`resultTypes`): only violations are read.
 */
export async function seriousViolations(
  page: Page,
  { include, wcagOnly = false }: { include?: string; wcagOnly?: boolean } = {},
): Promise<string[]> {
  // `options` replaces the options `withTags` sets: it comes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagOnly ? WCAG_21_AA : [...WCAG_21_AA, 'best-practice'])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
