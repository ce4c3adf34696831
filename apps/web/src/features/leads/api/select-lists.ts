/** The select-box lists the lead screens read (spec part 1 section 7, part 2 section 7). */
export const SELECT_URLS = {
  client: '/select-box/client-list',
  leadType: '/select-box/lead-type-list',
  winProbability: '/select-box/win-probability-list',
  user: '/select-box/user-list',
  location: '/select-box/location-list',
  region: '/select-box/location-region-list',
  province: (regionId: number | string) => `/select-box/location-province-list?regionId=${regionId}`,
  municipality: (provinceId: number | string) => `/select-box/location-municipality-list?provinceId=${provinceId}`,
  barangay: (municipalityId: number | string) => `/select-box/location-barangay-list?municipalityId=${municipalityId}`,
} as const;

/** The select field's query key prefix for one list; invalidating it reloads every field showing it. */
export const selectKey = (apiUrl: string) => ['select', apiUrl] as const;
