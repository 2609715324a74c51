import type { AreaDeclaration } from '../area-declaration.ts';

/** The settings area's registry entry (areas.ts gathers every area's). */
export const settingsArea = {
  title: 'Organisation settings',
  actions: ['edit'],
  menu: [{ id: 22, title: 'Settings', url: '/settings', in: 'organisation', order: 95, icon: 'settings' }],
  // The Super Admin's alone: it holds every action by itself.
  holders: {},
} as const satisfies AreaDeclaration;
