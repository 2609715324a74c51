import { useEffect } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { DEFAULT_TITLE, PRODUCT_NAME } from '@fieldhouse/contract';
import { LogoMark } from '../../ui/logo-mark.tsx';
import classes from './auth-layout.module.css';

/** The auth shell: a quiet page with the brand above one card (sign-in and its steps). */
export function AuthLayout() {
  // No menu item matches an auth page, so the browser title is the spec's default.
  useEffect(() => {
    document.title = DEFAULT_TITLE;
  }, []);
  return (
    <Box component="main" className={classes.page}>
      <div className={classes.column}>
        <Link to="/" className={classes.brand}>
          <LogoMark size={40} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <Outlet />
        <Group justify="center" mt="lg">
          <Text size="xs" c="dimmed">
            {PRODUCT_NAME} · the console of your sports organisation
          </Text>
        </Group>
      </div>
    </Box>
  );
}
