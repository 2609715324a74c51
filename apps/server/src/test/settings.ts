import type { OrganisationSettings, OrganisationSettingsInput } from '@fieldhouse/contract';
import type { TestApp } from './harness.ts';

/** Changes some of the organisation's settings through the settings page's call, the rest as stored. */
export async function changeSettings(
  t: TestApp,
  token: string,
  changes: Partial<OrganisationSettingsInput>,
): Promise<void> {
  const { settings } = (await t.api('GET', 'settings', undefined, { token })).json<{
    settings: OrganisationSettings;
  }>();
  const { logo: _l, confirmed: _c, updatedAt: _u, ...stored } = settings;
  const res = await t.api('PUT', 'settings', { ...stored, ...changes }, { token });
  if (res.statusCode !== 200) throw new Error(`PUT settings: ${res.body}`);
}
