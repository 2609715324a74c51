// The phone-code area's face: its routes, and sending a code for another area's change.
import { otpRoutes } from './otp.routes.ts';
export { issueCode } from './otp-codes.ts';

export const otpArea = { endpoints: otpRoutes };
