import { DataList } from '@mantine/core';
import { GENDERS, USER_STATUS_LABELS, type Profile } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import classes from './profile-details.module.css';

const NOT_GIVEN = 'Not given';

// Phone numbers, addresses, user names and (until dates are localised) dates read left to right.
type Row = { label: string; value: string; ltr?: boolean };

function genderLabel(value: string | null): string {
  if (!value) return NOT_GIVEN;
  return GENDERS.find((gender) => gender.value === value)?.label ?? value;
}

function rowsOf(profile: Profile): Row[] {
  return [
    { label: 'User name', value: profile.user_name, ltr: true },
    { label: 'Mobile', value: `${profile.isd_code} ${profile.mobile}`.trim(), ltr: true },
    { label: 'E-mail', value: profile.email ?? NOT_GIVEN, ltr: profile.email !== null },
    {
      label: 'Date of birth',
      value: profile.date_of_birth ? formatDate(profile.date_of_birth) : NOT_GIVEN,
      ltr: profile.date_of_birth !== null,
    },
    { label: 'Gender', value: genderLabel(profile.gender) },
    { label: 'Sport', value: profile.sport ?? NOT_GIVEN },
    { label: 'Role', value: profile.role },
    { label: 'Status', value: USER_STATUS_LABELS[profile.user_status] },
    { label: 'Member since', value: formatDate(profile.member_since), ltr: true },
  ];
}

/** The profile's fields as a read-only description list. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <DataList withDivider labelWidth={120}>
      {rowsOf(profile).map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue className={classes.value}>
            {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
