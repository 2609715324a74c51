import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { breadcrumbsFor, type MenuTrail } from '../lib/menu-tree.ts';
import classes from './page-breadcrumbs.module.css';

/** Home, then group › collapse › item of the current page; nothing when switched off. */
export function PageBreadcrumbs({ trail }: { trail: MenuTrail | null }) {
  const crumbs = breadcrumbsFor(trail);
  const { t } = useT();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('shell.breadcrumb')} className={classes.root}>
      <Breadcrumbs separatorMargin={6} classNames={{ breadcrumb: classes.crumb }}>
        <Anchor component={Link} to={`${HOME_PATH}/`} aria-label={t('shell.home')} className={classes.home}>
          <IconHome size={16} aria-hidden />
        </Anchor>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.id} size="sm" fw={500} aria-current="page">
              {crumb.title}
            </Text>
          ) : (
            <Text key={crumb.id} size="sm" c="dimmed">
              {crumb.title}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
