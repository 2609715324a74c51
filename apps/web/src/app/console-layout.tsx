import { areaMenuIcons } from '../features/index.ts';
import { ConsoleShell } from '../shell/console-shell.tsx';
import { MenuGlyphsContext } from '../shell/nav/menu-glyphs.ts';

// The shell draws each area's menu glyph from its face; it never imports a feature itself.
const menuGlyphs = areaMenuIcons();

/** The console shell, with the glyphs of every area's menu entries. */
export function ConsoleLayout() {
  return (
    <MenuGlyphsContext value={menuGlyphs}>
      <ConsoleShell />
    </MenuGlyphsContext>
  );
}
