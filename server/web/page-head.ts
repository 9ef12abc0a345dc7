import { LANGUAGES, pathInLanguage, SITE_LANGUAGES, type SiteLanguage } from '@shared/language-path';

/** The Open Graph picture: the site's artwork, rendered to PNG at build time (scripts/build-og-image.mjs). */
export const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 };

const LOCALES = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.ogLocale])) as Record<
  SiteLanguage,
  string
>;

/** Text for HTML: safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface PageHeadInput {
  origin: string;
  /** The page's path without its language prefix, e.g. "/menu". */
  path: string;
  language: SiteLanguage;
  title: string;
  description: string;
  siteName: string;
  /** Pages that are not for search engines: a diner's own booking, the 404 page. */
  noindex: boolean;
  /** Serialised JSON-LD documents. */
  jsonLd: string[];
}

/** The head of a rendered page: title, description, canonical and language links, Open Graph, JSON-LD. */
export function pageHeadHtml(input: PageHeadInput): string {
  const { origin, path, language } = input;
  const url = (lang: SiteLanguage) => `${origin}${pathInLanguage(path, lang)}`;
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);
  const image = `${origin}${OG_IMAGE.path}`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(input.noindex
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="${escapeHtml(url(language))}" />`,
          ...SITE_LANGUAGES.map(
            (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url(lang))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}" />`,
        ]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url(language))}" />`,
    `<meta property="og:locale" content="${LOCALES[language]}" />`,
    ...SITE_LANGUAGES.filter((lang) => lang !== language).map(
      (lang) => `<meta property="og:locale:alternate" content="${LOCALES[lang]}" />`,
    ),
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(input.siteName)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...input.jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
  ];
  return tags.join('\n    ');
}
