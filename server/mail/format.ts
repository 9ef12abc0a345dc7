/** 1 -> "1 guest", 4 -> "4 guests" */
export function guestsText(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}
