import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '../lib/queries/menu.ts';
import { useOrganisationSettings } from '../lib/queries/settings.ts';

const SETTINGS_PATH = '/settings';
// Once a page load: a Super Admin who goes elsewhere first is not sent back at every step.
let asked = false;

/**
 * A new install's settings are not saved until the Super Admin saves them: the console opens
 * the settings page for them once, at their first page after signing in.
 */
export function useSettingsFirstAsk() {
  const { data } = useOrganisationSettings();
  const canEdit = useCan('settings.edit');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (asked || !data || data.confirmed || !canEdit) return;
    asked = true;
    if (pathname !== SETTINGS_PATH) void navigate(SETTINGS_PATH, { replace: true });
  }, [data, canEdit, navigate, pathname]);
}
