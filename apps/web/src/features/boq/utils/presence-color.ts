const PRESENCE_COLORS = ['#e8590c', '#2f9e44', '#7048e8', '#c2255c', '#1971c2', '#0c8599', '#f08c00', '#5c940d'];

/** A stable colour per account, so a member has the same colour on every screen. */
export function presenceColor(accountId: number): string {
  return PRESENCE_COLORS[Math.abs(accountId) % PRESENCE_COLORS.length]!;
}

/** Initials of a display name: first and last word. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return `${words[0]!.charAt(0)}${words.length > 1 ? words[words.length - 1]!.charAt(0) : ''}`.toUpperCase();
}
