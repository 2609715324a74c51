/** The number to send to and compare by: ISD code then national digits, e.g. +447700900123. */
export const toE164 = (isdCode: string, mobile: string) => `${isdCode}${mobile}`;

/** A number shown back to its owner without giving it away, e.g. `+44 •••• 0123`. */
export const maskPhone = (isdCode: string, mobile: string) => `${isdCode} •••• ${mobile.slice(-4)}`;

/** The same for a stored E.164 number, whose ISD code length is not known. */
export const maskE164 = (e164: string) => `•••• ${e164.slice(-4)}`;
