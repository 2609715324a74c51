import { describe, expect, it } from 'vitest';
import { loginRedirect, loginStep, safeReturnTo, sessionTarget } from './session-check.ts';

const signedIn = { token: 't0k3n', userStatus: '1', childId: null };

describe('sessionTarget', () => {
  it('sends a visitor without a token to login', () => {
    expect(sessionTarget({ token: null, userStatus: null, childId: null })).toBe('/auth/login');
    expect(sessionTarget({ token: '', userStatus: '1', childId: null })).toBe('/auth/login');
  });

  it('sends a signed-in user with a stored childId to login (the approval step)', () => {
    expect(sessionTarget({ ...signedIn, childId: 'SUB-42' })).toBe('/auth/login');
  });

  it('sends an account signed in with a one-time password to choose its own, before the console', () => {
    expect(sessionTarget({ ...signedIn, mustChangePassword: true })).toBe('/auth/first-password');
    expect(sessionTarget({ ...signedIn, mustChangePassword: false })).toBe('/dashboard/analytics');
  });

  it('sends a user waiting for parent approval (status 7) to login', () => {
    expect(sessionTarget({ ...signedIn, userStatus: '7' })).toBe('/auth/login');
  });

  it('sends an unverified phone (status 2) to the code screen, even with a childId', () => {
    expect(sessionTarget({ ...signedIn, userStatus: '2', childId: 'SUB-42' })).toBe('/auth/verify');
  });

  it('sends an account awaiting review (status 3) to its waiting page, unless it has a child to approve', () => {
    expect(sessionTarget({ ...signedIn, userStatus: '3' })).toBe('/auth/awaiting-review');
    expect(sessionTarget({ ...signedIn, userStatus: '3', childId: 'SUB-42' })).toBe('/auth/login');
  });

  it('sends everyone else to the analytics dashboard', () => {
    expect(sessionTarget(signedIn)).toBe('/dashboard/analytics');
  });
});

describe('loginStep', () => {
  it('shows the form when signed out, even with a parent link stored', () => {
    expect(loginStep({ token: null, userStatus: null, childId: 'SUB-42' })).toBe('form');
  });

  it('shows the waiting step to status 7 before any parent link', () => {
    expect(loginStep({ ...signedIn, userStatus: '7', childId: 'SUB-42' })).toBe('awaiting-parent');
  });

  it('shows the parent-approval step to a signed-in user with a childId', () => {
    expect(loginStep({ ...signedIn, childId: 'SUB-42' })).toBe('parent-approval');
  });

  it('sends status 2 to the code screen and status 3 to the review wait', () => {
    expect(loginStep({ ...signedIn, userStatus: '2', childId: 'SUB-42' })).toBe('verify-phone');
    expect(loginStep({ ...signedIn, userStatus: '3' })).toBe('awaiting-review');
    expect(loginStep({ ...signedIn, userStatus: '3', childId: 'SUB-42' })).toBe('parent-approval');
  });

  it('lets other signed-in users through', () => {
    expect(loginStep(signedIn)).toBe('signed-in');
  });
});

describe('safeReturnTo', () => {
  it('keeps console paths with their query', () => {
    expect(safeReturnTo('/profile')).toBe('/profile');
    expect(safeReturnTo('/notifications?page=2')).toBe('/notifications?page=2');
  });

  it('drops empty, absolute, protocol-relative and login targets', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      '/auth/login',
      '/auth/login?returnTo=/x',
    ]) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });
});

describe('loginRedirect', () => {
  it('carries the way back for a signed-out visitor', () => {
    expect(loginRedirect({ token: null, userStatus: null, childId: null }, '/profile?tab=1')).toBe(
      '/auth/login?returnTo=%2Fprofile%3Ftab%3D1',
    );
  });

  it('sends a signed-in user who may not enter to the login steps without a way back', () => {
    expect(loginRedirect({ ...signedIn, userStatus: '7' }, '/profile')).toBe('/auth/login');
    expect(loginRedirect({ ...signedIn, userStatus: '2' }, '/profile')).toBe('/auth/verify');
  });
});
