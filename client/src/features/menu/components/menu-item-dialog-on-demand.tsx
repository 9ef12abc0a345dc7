import { useEffect, useState } from 'react';
import { chunkLoader } from '@/lib/chunk-loader';
import type { MenuItemDialogProps } from './menu-item-dialog';

const dialogCode = chunkLoader(() => import('./menu-item-dialog'));

/**
 * The dish dialog, whose code (the Radix dialog and the dish's details) loads the first time a
 * dish is opened rather than with the menu. Should that download fail, the dish is let go, and
 * opening it again tries again.
 */
export function MenuItemDialogOnDemand(props: MenuItemDialogProps) {
  const [code, setCode] = useState(dialogCode.current);
  const { item, onClose } = props;
  useEffect(() => {
    if (!item || code) return;
    let current = true;
    dialogCode.load().then(
      (loaded) => current && setCode(loaded),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [item, code, onClose]);
  if (!code) return null;
  return <code.MenuItemDialog {...props} />;
}
