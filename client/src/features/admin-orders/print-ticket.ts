import './ticket-print.css';

/** Prints one ticket alone (see ticket-print.css): marks it, opens the print dialog, unmarks it. */
export function printTicket(ticket: HTMLElement) {
  ticket.classList.add('ticket-printing');
  const done = () => ticket.classList.remove('ticket-printing');
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}
