// Fetched by the deferred controls below, apart from the first load: Mantine's Tooltip, Menu and
// Popover bring floating-ui, a focus trap and a scroll lock (about 40 KiB gzip in all).
export { Tooltip } from '@mantine/core';
