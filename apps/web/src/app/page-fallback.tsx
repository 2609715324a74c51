import { Center, Loader } from '@mantine/core';

/** Shown only while the very first route of a visit resolves. */
export function PageFallback() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading Fieldhouse" />
    </Center>
  );
}
