import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startBanner } from './start-banner.ts';

describe('the start banner', () => {
  it('prints the address it listens on and the demo sign-ins', () => {
    const banner = startBanner(loadConfig({ PORT: '3101' }), true);
    expect(banner).toContain('Fieldhouse is running at http://localhost:3101');
    expect(banner).toMatch(/admin +/);
    expect(banner).not.toContain('PUBLIC_URL');
  });

  it('warns when PUBLIC_URL is unset outside demo mode, where texted links would point at this machine', () => {
    const unset = startBanner(loadConfig({ APP_MODE: 'production', PORT: '8080' }), false);
    expect(unset).toContain('Warning: PUBLIC_URL is not set');
    expect(unset).toContain('http://localhost:8080');
    const set = loadConfig({ APP_MODE: 'production', PUBLIC_URL: 'https://club.example.org' });
    expect(startBanner(set, false)).not.toContain('Warning');
  });
});
