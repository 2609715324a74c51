import { UserStatus, ageOn } from '@fieldhouse/contract';
import type { OrganisationSettings } from '@fieldhouse/contract';

/** The organisation's settings these rules read (modules/settings). */
type Settings = Pick<OrganisationSettings, 'ageOfConsent' | 'reviewRegistrations'>;

/** Where an account goes once its phone is verified: a child waits for a parent, an adult for staff (if on). */
export function statusAfterPhoneVerified(dateOfBirth: string | null, settings: Settings, now = new Date()) {
  if (dateOfBirth && ageOn(dateOfBirth, now) < settings.ageOfConsent) return UserStatus.awaitingParent;
  return statusAfterConsent(settings);
}

/** Where an adult's account, or a child's once a parent approved it, goes next. */
export const statusAfterConsent = (settings: Settings) =>
  settings.reviewRegistrations ? UserStatus.awaitingReview : UserStatus.active;

/** Whether someone born then is old enough to consent (and so to approve a child). */
export const isAdult = (dateOfBirth: string | null, settings: Settings, now = new Date()) =>
  !dateOfBirth || ageOn(dateOfBirth, now) >= settings.ageOfConsent;
