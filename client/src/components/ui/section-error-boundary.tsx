import { Component, type ReactNode } from 'react';

interface Props {
  message: string;
  reloadLabel: string;
  children: ReactNode;
}

/**
 * A part of a page whose code failed to download (a flaky connection, a deploy since the page
 * loaded) says so in its own place, instead of taking the whole page down.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto grid max-w-6xl justify-items-center gap-3 px-4 py-12 text-center">
        <p className="text-muted-foreground">{this.props.message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-full border border-border px-5 font-semibold hover:bg-muted"
        >
          {this.props.reloadLabel}
        </button>
      </div>
    );
  }
}
