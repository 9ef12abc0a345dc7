import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself: the server puts it in the HTML's head. */
export interface PageHead {
  title?: string;
  description?: string;
}

/** On the server, where effects do not run, the rendered page's head is written here. */
export const PageHeadContext = createContext<PageHead | null>(null);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** The page's title and description: in the server's HTML, and kept up to date in the browser. */
export function usePageMeta(title: string, description: string) {
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, { title, description });
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
}
