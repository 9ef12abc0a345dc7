import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { DirectionsLink } from './directions-link';
import { ExternalLink } from './external-link';

describe('external links', () => {
  test('open in a new tab without a handle on this page or a referrer', () => {
    expect(renderToStaticMarkup(<ExternalLink href="https://example.com/selam">Facebook</ExternalLink>)).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.com/selam">Facebook</a>',
    );
  });

  test('directions carry the encoded address to Google Maps', () => {
    const html = renderToStaticMarkup(
      <DirectionsLink destination="2418 Riverside Avenue, Minneapolis, MN 55454">Get directions</DirectionsLink>,
    );
    expect(html).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=2418%20Riverside%20Avenue%2C%20Minneapolis%2C%20MN%2055454"',
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
