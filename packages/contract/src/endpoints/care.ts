import {
  careParamsSchema,
  careRequestSchema,
  careResponseSchema,
  ownCareResponseSchema,
  staffCareResponseSchema,
} from '../care.ts';
import { childParamsSchema } from '../family.ts';
import { defineEndpoints } from './define.ts';

const tag = 'care';

/**
 * A person's emergency contacts, medical notes and consents (care.ts): kept by a child's parent,
 * or by the person themself when an adult; read by staff through `safeguarding.medical`.
 */
export const careEndpoints = defineEndpoints({
  'GET /family/children/:childId/care': {
    access: { action: 'connections.manage' },
    tag,
    summary:
      "A child's emergency contacts, medical notes and consents (404 unless the caller is their parent)",
    params: childParamsSchema,
    response: careResponseSchema,
  },
  'PUT /family/children/:childId/care': {
    access: { action: 'connections.manage' },
    tag,
    summary:
      "Keep a child's emergency contacts, medical notes and consents (404 unless the caller is their parent)",
    params: childParamsSchema,
    body: careRequestSchema,
    response: careResponseSchema,
  },
  'GET /profile/care': {
    access: { action: 'profile.view' },
    tag,
    summary: "The caller's own emergency contacts, medical notes and consents",
    description: 'A child’s are kept by their parent (`keptByParent`): the child reads them only.',
    response: ownCareResponseSchema,
  },
  'PUT /profile/care': {
    access: { action: 'profile.edit' },
    tag,
    summary: 'Keep one’s own emergency contacts, medical notes and consents',
    description: 'A child’s are kept by their parent (403 CARE_KEPT_BY_PARENT).',
    body: careRequestSchema,
    response: careResponseSchema,
  },
  'GET /care/:subscriberID': {
    access: { action: 'safeguarding.medical' },
    tag,
    summary: "Staff's read of a person's emergency contacts, medical notes and consents (audited)",
    description:
      'Without `event.every-team` (a coach), only for a player or registrant of a team they coach, and ' +
      'only on a day that team has an event or fixture in the organisation’s time zone (403 ' +
      'CARE_NOT_MATCH_DAY); anyone else is 404. Every read is recorded in the audit trail.',
    params: careParamsSchema,
    response: staffCareResponseSchema,
  },
});
