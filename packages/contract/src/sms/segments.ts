/*
 * How many segments (billed parts) a text takes, as the provider counts them. GSM-7 (the GSM 03.38
 * basic set) takes 160 characters in one segment and 153 in each of several, a character of its
 * extension table counting 2; any other character (Arabic, an emoji) makes the whole text UCS-2,
 * counted in UTF-16 units: 70 in one segment, 67 in each of several. The console's counter and the
 * server's log use this one function.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export type SmsSegments = {
  encoding: SmsEncoding;
  /** Characters as the encoding counts them (an extension character 2; a UTF-16 unit each in UCS-2). */
  length: number;
  /** 0 for an empty text. */
  segments: number;
  /** How many fit in each segment at this length: 160 or 153, 70 or 67. */
  perSegment: number;
  /** How many more fit before another segment starts. */
  remaining: number;
};

export const SMS_LIMITS = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

/** The encoding, length and segment count of `text`. */
export function smsSegments(text: string): SmsSegments {
  let gsmLength = 0;
  let gsm = true;
  for (const ch of text) {
    if (basic.has(ch)) gsmLength += 1;
    else if (extension.has(ch)) gsmLength += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'gsm7' : 'ucs2';
  const length = gsm ? gsmLength : text.length;
  const limits = SMS_LIMITS[encoding];
  const perSegment = length <= limits.single ? limits.single : limits.multi;
  const segments = length === 0 ? 0 : Math.ceil(length / perSegment);
  const remaining = Math.max(segments, 1) * perSegment - length;
  return { encoding, length, segments, perSegment, remaining };
}
