import { cloneElement, lazy, Suspense, useState, type ComponentType, type HTMLAttributes, type ReactElement } from 'react';

/** What a popup loaded by `loadOnOpen` receives: its trigger, and whether it mounts open. */
export interface LoadedPopupProps {
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  defaultOpen: boolean;
}

/**
 * A menu or dialog whose code (Radix and the content) loads the first time it is opened, so a
 * first visit does not download it. Until then the trigger renders on its own: pointing at,
 * focusing or touching it fetches the code, and activating it mounts the popup already open,
 * with the real trigger in the same place for focus to return to.
 */
export function loadOnOpen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props & LoadedPopupProps> }>,
  popup: 'menu' | 'dialog',
) {
  const Popup = lazy(load);
  let requested = false;
  const prefetch = () => {
    if (requested) return;
    requested = true;
    void load();
  };

  return function LoadOnOpen(props: Props & { trigger: LoadedPopupProps['trigger'] }) {
    const [opened, setOpened] = useState(false);
    const placeholder = cloneElement(props.trigger, {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onTouchStart: prefetch,
      onClick: () => setOpened(true),
    });
    if (!opened) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Popup {...props} defaultOpen />
      </Suspense>
    );
  };
}
