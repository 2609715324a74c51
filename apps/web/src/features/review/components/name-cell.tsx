import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A queue row's person: the name, and under it the user name (then `children`, where given). */
export function NameCell({
  name,
  userName,
  children,
}: {
  name: string;
  userName: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Text fw={500} size="sm">
        {name}
      </Text>
      <Text c="dimmed" size="xs" fw={400}>
        <bdi dir="ltr">@{userName}</bdi>
        {children}
      </Text>
    </>
  );
}
