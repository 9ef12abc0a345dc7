import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, siteLanguageOf } from '@shared/language-path';
import { translate } from '@/lib/i18n';

interface State {
  failed: boolean;
}

/** Last line of defence: a broken screen offers a reload instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error while rendering', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Outside the language provider, which may be what broke: the page's lang says its language.
    const language =
      (typeof document !== 'undefined' && siteLanguageOf(document.documentElement.lang)) || DEFAULT_LANGUAGE;
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{translate(language, 'page.failed.title')}</h1>
        <p className="mt-3 text-muted-foreground">{translate(language, 'page.failed.body')}</p>
        <button
          type="button"
          className="mt-6 rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          {translate(language, 'page.reload')}
        </button>
      </div>
    );
  }
}
