import {
  cloneElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  type RefCallback,
  type RefObject,
} from 'react';
import { chunkLoader } from '@/lib/chunk-loader';

/** What a popup loaded by `loadOnOpen` receives: its trigger, and whether it mounts open. */
export interface LoadedPopupProps {
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  defaultOpen: boolean;
}

type Phase = 'idle' | 'loading' | 'open';

/** The button's ref for the popup, and the trigger's own one (a form focuses its field by it). */
function bothRefs(button: RefObject<HTMLElement | null>, own: Ref<HTMLElement> | undefined): RefCallback<HTMLElement> {
  return (node) => {
    button.current = node;
    if (typeof own === 'function') own(node);
    else if (own) own.current = node;
  };
}

/**
 * A menu or dialog whose code (Radix and the content) loads the first time it is opened, so a
 * first visit does not download it. Until then the trigger renders on its own: pointing at,
 * focusing or touching it fetches the code. Activating it keeps the same button (and focus)
 * while the code arrives, then mounts the popup already open, unless the visitor pressed Escape
 * or clicked elsewhere meanwhile. A failed download leaves the button as it was, to try again.
 */
export function loadOnOpen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props & LoadedPopupProps> }>,
  popup: 'menu' | 'dialog',
) {
  const chunk = chunkLoader(load);

  return function LoadOnOpen(props: Props & { trigger: LoadedPopupProps['trigger'] }) {
    const [phase, setPhase] = useState<Phase>('idle');
    const button = useRef<HTMLElement>(null);
    const Popup = chunk.current()?.default;
    const ownRef = (props.trigger.props as { ref?: Ref<HTMLElement> }).ref;
    const ref = useMemo(() => bothRefs(button, ownRef), [ownRef]);

    // While the code loads, Escape or a click elsewhere means the visitor changed their mind.
    useEffect(() => {
      if (phase !== 'loading') return;
      const cancel = () => setPhase('idle');
      const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && cancel();
      const onPointer = (event: PointerEvent) => !button.current?.contains(event.target as Node) && cancel();
      document.addEventListener('keydown', onKey);
      document.addEventListener('pointerdown', onPointer);
      return () => {
        document.removeEventListener('keydown', onKey);
        document.removeEventListener('pointerdown', onPointer);
      };
    }, [phase]);

    if (phase === 'open' && Popup) return <Popup {...props} defaultOpen />;

    const open = () => {
      if (chunk.current()) {
        setPhase('open');
        return;
      }
      setPhase('loading');
      chunk.load().then(
        () => setPhase((current) => (current === 'loading' ? 'open' : current)),
        () => setPhase('idle'),
      );
    };
    return cloneElement(props.trigger, {
      ref,
      'aria-haspopup': popup,
      'aria-expanded': false,
      'aria-busy': phase === 'loading' || undefined,
      onPointerEnter: chunk.prefetch,
      onFocus: chunk.prefetch,
      onTouchStart: chunk.prefetch,
      onClick: open,
      // A menu button also opens with the down arrow, as the Radix one does.
      onKeyDown: (event: KeyboardEvent) => {
        if (popup === 'menu' && event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      },
    } as HTMLAttributes<HTMLElement>);
  };
}
