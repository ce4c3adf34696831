// @ts-nocheck
export interface AddressParts {
  street: string;
  barangay: string;
  municipality: string;
  /** Highly urbanised cities are their own province level in PSGC: the name is then not repeated. */
  province?: string | null;
  zipCode: string;
}

/** "125 Ayala Avenue, San Lorenzo, City of Makati 1223", the way a Philippine address is written. */
export function formatFullAddress(parts: AddressParts): string {
  const province = parts.province && parts.province !== parts.municipality ? parts.province : null;
  const place = [parts.street, parts.barangay, parts.municipality, province].map((p) => p?.trim()).filter(Boolean).join(', ');
  return [place, parts.zipCode.trim()].filter(Boolean).join(' ');
}

/** The saved-location option label: "<name> — <street>, <barangay>, <municipality>". */
export function formatLocationLabel(location: { name: string; street: string; barangay: string; municipality: string }): string {
  return `${location.name} — ${location.street}, ${location.barangay}, ${location.municipality}`;
}
