import { Anchor, Badge, Box, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useParentLinksToReview } from '../api/use-directory.ts';

/**
 * Above the directory, while any are left: the parent links a connection request made (before such
 * requests were refused), each opening the child's family tab, where staff keep or remove it.
 */
export function ParentLinksReview() {
  const { t } = useT();
  const review = useParentLinksToReview();
  const data = review.data;
  if (!data || data.total === 0) return null;
  return (
    <Box mb="md">
      <Alert type="warning" title={t('subscribers.review.title', { count: data.total })}>
        <Text size="sm" mb="xs">
          {t('subscribers.review.intro')}
        </Text>
        <List size="sm" spacing={4}>
          {data.items.map((item) => (
            <List.Item key={`${item.parent.subscriberID}-${item.child.subscriberID}`}>
              <Group gap={6} wrap="wrap">
                <Anchor component={Link} to={`/subscriber/${item.child.subscriberID}?tab=family`}>
                  {t('subscribers.review.link', {
                    parent: item.parent.full_name,
                    child: item.child.full_name,
                  })}
                </Anchor>
                {item.child.minor && (
                  <Badge color="red" variant="light" size="sm">
                    {t('subscribers.review.minor')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        {data.items.length < data.total && (
          <Text size="xs" mt="xs">
            {t('subscribers.review.more', { shown: data.items.length, count: data.total })}
          </Text>
        )}
      </Alert>
    </Box>
  );
}
