/**
 * The server's field errors for one card's form. The server keys them from the settings root
 * ("weeklyHours.monday.close"); a card's form holds one setting, so the prefix is cut off
 * ("monday.close"). With an empty prefix every key is kept. Only the first message of each.
 */
export function fieldErrorsUnder(
  fieldErrors: Record<string, string[]> | undefined,
  prefix: string,
): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if (prefix === '') found.push({ path: key, message });
    else if (key === prefix) found.push({ path: '', message });
    else if (key.startsWith(`${prefix}.`)) found.push({ path: key.slice(prefix.length + 1), message });
  }
  return found;
}
