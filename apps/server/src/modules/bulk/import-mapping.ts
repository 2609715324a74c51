import type { ImportField } from '@fieldhouse/contract';

/** A header as compared: lower case, without spaces, dashes, underscores and dots, Arabic's tatweel and the definite article. */
export const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/[\s_\-.\u0640]+/g, '')
    .replace(/^ال/, '');

/** Header names that mean each field, in English and Arabic (compared by `headerKey`). */
const SYNONYMS: Record<ImportField, string[]> = {
  full_name: ['full name', 'name', 'fullname', 'الاسم الكامل', 'الاسم', 'اسم'],
  first_name: ['first name', 'given name', 'forename', 'الاسم الأول', 'اسم الأول'],
  last_name: ['last name', 'surname', 'family name', 'اسم العائلة', 'العائلة', 'الكنية'],
  user_name: ['user name', 'username', 'login', 'اسم المستخدم'],
  isd_code: ['country code', 'isd', 'isd code', 'dial code', 'رمز الدولة', 'مفتاح الدولة'],
  mobile: [
    'mobile',
    'phone',
    'mobile number',
    'phone number',
    'cell',
    'telephone',
    'الجوال',
    'رقم الجوال',
    'الهاتف',
    'رقم الهاتف',
    'الموبايل',
  ],
  email: ['email', 'e-mail', 'mail', 'email address', 'البريد الإلكتروني', 'البريد'],
  date_of_birth: ['date of birth', 'dob', 'birth date', 'birthday', 'born', 'تاريخ الميلاد', 'الميلاد'],
  gender: ['gender', 'sex', 'الجنس', 'النوع'],
  sport: ['sport', 'sports', 'discipline', 'الرياضة', 'رياضة'],
};

const BY_KEY = new Map<string, ImportField>(
  (Object.entries(SYNONYMS) as [ImportField, string[]][]).flatMap(([field, names]) =>
    names.map((name) => [headerKey(name), field] as const),
  ),
);

/**
 * Each column's field: the one the staff member chose last time for a header of that name, else
 * a guess from the header's words; a field is given to one column at most.
 */
export function guessColumns(headers: readonly string[], remembered: Record<string, ImportField | null>) {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = Object.hasOwn(remembered, key) ? remembered[key] : BY_KEY.get(key);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** What to remember of a mapping: each header's field (or that it was left out), by its key. */
export function rememberedOf(headers: readonly string[], columns: readonly (ImportField | null)[]) {
  const mapping: Record<string, ImportField | null> = {};
  headers.forEach((header, i) => (mapping[headerKey(header)] = columns[i] ?? null));
  return mapping;
}
