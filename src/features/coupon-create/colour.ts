/** "#abc" or "1a2b3c" → "#1a2b3c", as a colour input needs; null when it is not a HEX colour. */
export function pickerColour(text: string): string | null {
  const hex = text.trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{6}$/.test(hex)) return `#${hex.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(hex))
    return `#${hex.toLowerCase().replace(/./g, (digit) => digit + digit)}`;
  return null;
}
