import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('calls anything under the minimum too short', () => {
    expect(passwordStrength('Ab1!', 8)).toEqual({ score: 0, level: 'tooShort' });
  });

  it('keeps repeats and obvious runs weak', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaa', 8).score).toBe(1);
    expect(passwordStrength('12345678901234', 8).score).toBe(1);
    expect(passwordStrength('Password123!', 8).score).toBe(1);
  });

  it('rewards length and variety', () => {
    expect(passwordStrength('goalkeeper', 8).score).toBe(1);
    expect(passwordStrength('Goalkeeper#2026', 8).score).toBe(3);
    expect(passwordStrength('Orange goalposts at 9pm!', 8).score).toBe(4);
  });
});
