import { ok } from '../common.ts';
import { defineEndpoints } from '../endpoints/define.ts';
import {
  organisationLogoResponseSchema,
  organisationSettingsResponseSchema,
  organisationSettingsSchema,
} from './settings.ts';

const tag = 'settings';
// Only the Super Admin changes them: no seeded role holds `settings.edit`.
const edit = { access: { action: 'settings.edit' }, tag } as const;

/** The organisation's settings: everyone's console reads them, the Super Admin sets them. */
export const settingsEndpoints = defineEndpoints({
  'GET /settings': {
    access: 'signed-in',
    tag,
    summary: "The organisation's settings",
    description: 'Every console reads them; a change reaches open consoles live (`settings`).',
    response: organisationSettingsResponseSchema,
  },
  'PUT /settings': {
    ...edit,
    summary: "Set the organisation's settings",
    description: 'Audited with what changed. The first save confirms a new installation.',
    body: organisationSettingsSchema,
    response: organisationSettingsResponseSchema,
  },
  'POST /settings/logo': {
    ...edit,
    summary: "Upload the organisation's logo",
    description:
      'Multipart field `picture`: JPEG, PNG or WebP, at most 5 MB and 40 MP; kept as a 256 px WebP.',
    body: 'multipart',
    response: organisationLogoResponseSchema,
  },
  'DELETE /settings/logo': {
    ...edit,
    summary: "Remove the organisation's logo (the product's own mark shows again)",
    response: ok({}),
  },
});
