import { z } from 'zod';

/** User status (`userStatus`). The numbers are stored and sent as they are, so they never change (6 is not used). */
export const UserStatus = {
  active: 1,
  phoneNotVerified: 2,
  awaitingReview: 3,
  suspended: 4,
  rejected: 5,
  awaitingParent: 7,
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const userStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(7),
]);
