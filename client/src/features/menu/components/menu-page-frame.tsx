import { useCallback, useState, type ReactNode } from 'react';
import { MenuCallToAction } from './menu-call-to-action';
import { MenuHero } from './menu-hero';
import { MenuPrintSheet } from './menu-print-sheet';
import { PrintMenuButton } from './print-menu-button';

interface MenuPageFrameProps {
  title: string;
  lead: string;
  /** The closing band's reserve control; a link to /reservations when left out. */
  reserveAction?: ReactNode;
  /** The page's own dishes (and their detail dialog). */
  children: ReactNode;
}

/**
 * What both menu pages put around their dishes: the hero with Download Full Menu PDF, the
 * closing call-to-action band, and the printable menu that button prints.
 */
export function MenuPageFrame({ title, lead, reserveAction, children }: MenuPageFrameProps) {
  const [printRequested, setPrintRequested] = useState(false);
  const printDone = useCallback(() => setPrintRequested(false), []);
  return (
    <>
      <MenuHero title={title} lead={lead}>
        <PrintMenuButton onClick={() => setPrintRequested(true)} preparing={printRequested} />
      </MenuHero>
      {children}
      <MenuCallToAction reserveAction={reserveAction} />
      <MenuPrintSheet requested={printRequested} onDone={printDone} />
    </>
  );
}
