export const SPORTS = [
  'Athletics',
  'Basketball',
  'Cricket',
  'Football',
  'Gymnastics',
  'Hockey',
  'Rugby',
  'Swimming',
  'Tennis',
  'Volleyball',
] as const;

export const COUNTRIES = [
  { name: 'Australia', iso2: 'AU', isd_code: '+61' },
  { name: 'Canada', iso2: 'CA', isd_code: '+1' },
  { name: 'Egypt', iso2: 'EG', isd_code: '+20' },
  { name: 'France', iso2: 'FR', isd_code: '+33' },
  { name: 'Germany', iso2: 'DE', isd_code: '+49' },
  { name: 'India', iso2: 'IN', isd_code: '+91' },
  { name: 'Ireland', iso2: 'IE', isd_code: '+353' },
  { name: 'Jordan', iso2: 'JO', isd_code: '+962' },
  { name: 'Kenya', iso2: 'KE', isd_code: '+254' },
  { name: 'Saudi Arabia', iso2: 'SA', isd_code: '+966' },
  { name: 'Spain', iso2: 'ES', isd_code: '+34' },
  { name: 'United Arab Emirates', iso2: 'AE', isd_code: '+971' },
  { name: 'United Kingdom', iso2: 'GB', isd_code: '+44' },
  { name: 'United States', iso2: 'US', isd_code: '+1' },
] as const;
