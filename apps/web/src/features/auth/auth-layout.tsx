import { useEffect } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { DEFAULT_TITLE, PRODUCT_NAME } from '@fieldhouse/contract';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { LogoMark } from '../../ui/logo-mark.tsx';
import classes from './auth-layout.module.css';
import { useT } from '../../lib/i18n/use-t.ts';

/** The auth shell: a quiet page with the brand above one card (sign-in and its steps). */
export function AuthLayout() {
  const { t } = useT();
  // No menu item matches an auth page, so the browser title is the default (DEFAULT_TITLE).
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
        <Group justify="space-between" mt="lg" gap="sm">
          <Text size="xs" c="dimmed">
            {t('common.tagline')}
          </Text>
          <LanguageSelect />
        </Group>
      </div>
    </Box>
  );
}
