import { DataList } from '@mantine/core';
import type { Profile } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { genderText } from './gender-text.ts';
import classes from './profile-details.module.css';
import { dataName } from '../../lib/i18n/data-name.ts';

// Phone numbers, addresses and user names read left to right in any language. Dates do not: in
// Arabic they carry Arabic month names, and forced left to right they read as "20 1982 يناير".
type Row = { label: string; value: string; ltr?: boolean };

function rowsOf(profile: Profile): Row[] {
  const t = i18n.t;
  const notGiven = t('profile.details.notGiven');
  return [
    { label: t('signUp.fields.userName'), value: profile.user_name, ltr: true },
    { label: t('signUp.fields.mobile'), value: `${profile.isd_code} ${profile.mobile}`.trim(), ltr: true },
    { label: t('signUp.fields.email'), value: profile.email ?? notGiven, ltr: profile.email !== null },
    {
      label: t('signUp.fields.dateOfBirth'),
      value: profile.date_of_birth ? formatDate(profile.date_of_birth) : notGiven,
    },
    { label: t('signUp.fields.gender'), value: profile.gender ? genderText(profile.gender) : notGiven },
    { label: t('signUp.fields.sport'), value: profile.sport ? dataName(profile.sport) : notGiven },
    // Role names are data (the roles area edits them), shown as staff named them.
    { label: t('profile.details.role'), value: dataName(profile.role) },
    { label: t('profile.details.status'), value: t(`profile.statuses.${profile.user_status}`) },
    { label: t('profile.details.memberSince'), value: formatDate(profile.member_since) },
  ];
}

/** The profile's fields as a read-only description list. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  // Subscribed so a change of language redraws the rows.
  useT();
  return (
    <DataList withDivider labelWidth={120}>
      {rowsOf(profile).map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue className={classes.value}>
            {/* Either way isolated, so a value's own direction never spills into the row. */}
            {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : <bdi>{row.value}</bdi>}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
