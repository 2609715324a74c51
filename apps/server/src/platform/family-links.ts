import type { RelationOrigin } from '../db/database.ts';
import { AppError } from './errors.ts';

/**
 * The origins of a parent link that gives the parent the family's access (the child's profile,
 * registering them for events, their fixtures and calendar, hearing about their matches): the
 * registration's parent approval and staff. A parent link a connection request made is a plain
 * connection (contract: `isFamilyLink`).
 */
export const FAMILY_ORIGINS: readonly RelationOrigin[] = ['approval', 'staff'];

const NOT_BY_REQUEST =
  'A parent or guardian link is not made by a connection request: it comes from the parent ' +
  'approving the child’s registration, or from staff on the child’s record.';

/** The refusal of a parent request, asked (`field`: the form's field) or accepted. */
export const parentLinkNotByRequest = (field?: string) =>
  new AppError(
    409,
    'PARENT_LINK_NOT_BY_REQUEST',
    NOT_BY_REQUEST,
    field ? { [field]: 'PARENT_LINK_NOT_BY_REQUEST' } : undefined,
  );
