/** Contact details shown at a counter are masked until staff choose to reveal them. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '•'.repeat(Math.max(digits.length, 3));
  const last = digits.slice(-4);
  const first = digits.slice(0, 3);
  return `${first}-••••-${last}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.charAt(0)}•••${email.slice(at)}`;
}
