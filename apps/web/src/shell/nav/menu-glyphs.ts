import { createContext } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { NavIcon } from '@fieldhouse/contract';

/** The glyph of each icon word, as the areas draw them. */
export type MenuGlyphs = Partial<Record<NavIcon, Icon>>;

/**
 * The areas' menu glyphs. Each feature's face names its own (features/<area>/index.ts); the shell
 * never imports a feature, so the app hands them down (app/providers.tsx). A small module of its
 * own: the first page carries it without the shell.
 */
export const MenuGlyphsContext = createContext<MenuGlyphs>({});
