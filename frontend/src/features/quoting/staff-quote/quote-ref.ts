/** Reading a quote id out of what staff paste: the id itself or any link that carries it. */
const QUOTE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export function quoteIdIn(typed: string): string | null {
  const match = QUOTE_ID.exec(typed);
  return match ? match[0].toLowerCase() : null;
}
