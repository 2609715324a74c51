import { Skeleton, type SkeletonProps } from '@mantine/core';

/**
 * A placeholder while a part of a page loads, named for screen readers: a status region, since a
 * plain box may not carry a name (axe: aria-prohibited-attr).
 */
export function LoadingBlock({ label, ...props }: Omit<SkeletonProps, 'children'> & { label: string }) {
  return <Skeleton {...props} role="status" aria-busy="true" aria-label={label} />;
}
