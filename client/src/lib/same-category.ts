/** Category names match whatever their case ("Kids menu" is "KIDS MENU"), as the server compares them. */
export function sameCategory(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}
