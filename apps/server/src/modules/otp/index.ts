// The phone-code area's face: its routes, and sending a code for another area's change.
export { otpRoutes } from './otp.routes.ts';
export { issueCode } from './otp-codes.ts';
